import { request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gatewayErrors, gatewayProductPath, gatewayRequestMessages } from '@lumbung/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defaultGatewayConfig } from '../../config'
import { checkedUpstreamUrl, fixedPathOf } from './gateway-path'
import { openGatewaySuite, type GatewaySuite } from './gateway.test-helpers'

let suite: GatewaySuite
let customerProduct: string
let echoProduct: string
beforeAll(async () => {
  // A rate limit that none of this file's many calls meets.
  suite = await openGatewaySuite({
    gateway: { ...defaultGatewayConfig, ratePerSecond: 1000, rateBurst: 1000 },
  })
  customerProduct = await suite.apiProduct({
    path: '/v1/customers/{id}',
    method: 'GET',
    requestParams: [{ name: 'id', type: 'STRING', is_required: true, location: 'PATH', description: null }],
  })
  await suite.purchase(customerProduct)
  echoProduct = await suite.apiProduct({ path: '/v1/echo', method: 'GET' })
  await suite.purchase(echoProduct)
  // Over a socket too: app.inject (like fetch) resolves `%2e%2e` in an address before sending it.
  await suite.app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(() => suite?.close())

interface Answer {
  statusCode: number
  body: string
}

/** A call sent over a socket with its address exactly as written, as a hostile client sends it. */
function rawCall(productId: string, subPath: string): Promise<Answer> {
  const { port } = suite.app.server.address() as AddressInfo
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { host: '127.0.0.1', port, method: 'GET', path: `${gatewayProductPath(productId)}${subPath}` },
      (incoming) => {
        const chunks: Buffer[] = []
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
        incoming.on('end', () =>
          resolve({ statusCode: incoming.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        )
      },
    )
    outgoing.setHeader('x-api-key', suite.consumerKey)
    outgoing.on('error', reject)
    outgoing.end()
  })
}

/**
 * Makes the calls and checks each was refused as INVALID_PARAMETERS with the message given, that the
 * provider heard none of them, and that each is recorded as refused and not billed.
 */
async function expectRefused(
  productId: string,
  calls: { subPath?: string; query?: string }[],
  message: string,
  send: (call: { subPath?: string; query?: string }) => Promise<Answer> = (call) =>
    suite.call(productId, { method: 'GET', ...call }),
) {
  const heardBefore = suite.upstream.seen.length
  const recordedBefore = (await suite.usageOf(productId)).length
  for (const call of calls) {
    const response = await send(call)
    expect(response.statusCode, `${JSON.stringify(call)}: ${response.body}`).toBe(400)
    expect(JSON.parse(response.body)).toEqual({
      status: 'ERROR',
      code: gatewayErrors.invalidParameters.code,
      message,
      data: null,
    })
  }
  expect(suite.upstream.seen.slice(heardBefore).map((seen) => seen.url)).toEqual([])
  const records = (await suite.usageOf(productId)).slice(recordedBefore)
  expect(records).toHaveLength(calls.length)
  for (const record of records) {
    expect(record).toMatchObject({
      httpStatus: 400,
      outcome: 'REJECTED',
      errorCode: 'INVALID_PARAMETERS',
      isBillable: false,
    })
  }
}

const idQuery = (value: string) => new URLSearchParams({ id: value }).toString()

describe('a path parameter', () => {
  it('is refused when any server could read it as "." or "..", however it is written', async () => {
    const values = [
      '..',
      '.',
      '..;',
      '..;jsessionid=1',
      '.;x',
      '.. ',
      '...',
      '%2e%2e',
      '%2E%2E',
      '%2e.',
      '%252e%252e',
      '%25252e%25252e',
      '%c0%ae%c0%ae',
      '%e0%80%ae%e0%80%ae',
      '%u002e%u002e',
      '\uff0e\uff0e',
      'a/..',
      '../admin',
      'a%2f..%2fadmin',
      '..\\admin',
      'a\\b',
      '%5c..',
      'line\nbreak',
    ]
    const message = gatewayRequestMessages.pathParameterNotValid('id')
    await expectRefused(
      customerProduct,
      values.map((value) => ({ query: idQuery(value) })),
      message,
    )
    // As a client that encodes them itself would send them.
    await expectRefused(
      customerProduct,
      ['id=%2e%2e', 'id=%2E%2e%3B', 'id=%252e%252e', 'id=..%2F..', 'id=%5C'].map((query) => ({ query })),
      message,
    )
  })

  it('takes any other value, spaces, other scripts and dots within a name included, sent encoded as one segment', async () => {
    const cases: [string, string][] = [
      ['3171012345670001', '/v1/customers/3171012345670001'],
      ['Jl. Sudirman 1', '/v1/customers/Jl.%20Sudirman%201'],
      ['Pässwörd', '/v1/customers/P%C3%A4ssw%C3%B6rd'],
      ['ジャカルタ', `/v1/customers/${encodeURIComponent('ジャカルタ')}`],
      ['a.b', '/v1/customers/a.b'],
      ['..a', '/v1/customers/..a'],
      ['a..', '/v1/customers/a..'],
      ['3171/01', '/v1/customers/3171%2F01'],
      ['100%', '/v1/customers/100%25'],
      ['a;b', '/v1/customers/a%3Bb'],
      ['?x=1#y', '/v1/customers/%3Fx%3D1%23y'],
    ]
    const recordedBefore = (await suite.usageOf(customerProduct)).length
    for (const [value, path] of cases) {
      const heardBefore = suite.upstream.seen.length
      const response = await suite.call(customerProduct, { method: 'GET', query: idQuery(value) })
      expect(response.statusCode, `${value}: ${response.body}`).toBe(200)
      expect(suite.upstream.seen.slice(heardBefore).map((seen) => seen.url)).toEqual([path])
    }
    const records = (await suite.usageOf(customerProduct)).slice(recordedBefore)
    expect(records.filter((record) => record.outcome === 'SUCCESS' && record.isBillable)).toHaveLength(
      cases.length,
    )
  })
})

describe('the path below the product', () => {
  it('is refused when a segment is "." or ".." in any decoded form, or holds a backslash', async () => {
    const subPaths = [
      '/..;/admin',
      '/..;x=1/admin',
      '/.;/admin',
      '/%2e%2e/admin',
      '/%2E%2E/admin',
      '/%2e./admin',
      '/.%2E;/admin',
      '/%252e%252e/admin',
      '/%25252e%25252e/admin',
      '/%c0%ae%c0%ae/admin',
      '/%C0%AE/admin',
      '/%e0%80%ae%e0%80%ae/admin',
      '/%u002e%u002e/admin',
      '/%ef%bc%8e%ef%bc%8e/admin',
      '/..%5cadmin',
      '/%5c..%5cadmin',
      '/%255c..%255cadmin',
      '/x%2F..%2Fadmin',
      '/x%252F..%252Fadmin',
      '/..%00/admin',
      '/.%09/admin',
      '/%2e%2e%3b/admin',
    ]
    await expectRefused(
      echoProduct,
      subPaths.map((subPath) => ({ subPath })),
      gatewayRequestMessages.subPathNotValid,
      (call) => rawCall(echoProduct, call.subPath!),
    )
    // The same through the application's own routes (as app.inject and the in-process caller reach it).
    await expectRefused(
      echoProduct,
      ['/..;/admin', '/%252e%252e/admin', '/%2e%2e%3b/admin'].map((subPath) => ({ subPath })),
      gatewayRequestMessages.subPathNotValid,
    )
  })

  it('passes a plain path below the product as it came', async () => {
    const heardBefore = suite.upstream.seen.length
    const response = await suite.call(echoProduct, { method: 'GET', subPath: '/history/a.b/..a/%20x/%C3%A4' })
    expect(response.statusCode, response.body).toBe(200)
    expect(suite.upstream.seen.slice(heardBefore).map((seen) => seen.url)).toEqual([
      '/v1/echo/history/a.b/..a/%20x/%C3%A4',
    ])
  })
})

describe('the built address', () => {
  it('is refused when it leaves the dataset’s path or origin, or URL parsing would resolve a segment', () => {
    const base = 'http://upstream.test/api/v1/customers/'
    expect(checkedUpstreamUrl('http://upstream.test/api/v1/customers/7?x=1', base)).toBe(
      'http://upstream.test/api/v1/customers/7?x=1',
    )
    for (const built of [
      'http://upstream.test/api/v1/customers/../admin',
      'http://upstream.test/api/v1/customers/%2e%2e/admin',
      'http://upstream.test/api/v1/customers/7/..',
      'http://upstream.test/api/v1/other/7',
      'http://upstream.test/api/v1/customers',
      'http://other.test/api/v1/customers/7',
      'http://user:pass@upstream.test/api/v1/customers/7',
      'http://upstream.test/api/v1/customers/7#x',
      'http://upstream.test/api/v1/customers/a%2f..%2fb',
    ]) {
      expect(checkedUpstreamUrl(built, base), built).toBeNull()
    }
    expect(fixedPathOf('/v1/customers/{id}/orders/{order}', ['order', 'id'])).toBe('/v1/customers/')
    expect(fixedPathOf('/v1/customers/:id', ['id'])).toBe('/v1/customers/')
    expect(fixedPathOf('/v1/echo', [])).toBe('/v1/echo')
  })
})
