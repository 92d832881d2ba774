import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defaultGatewayConfig } from '../../config'
import {
  giveNamedKey,
  openGatewaySuite,
  personAnswer,
  upstreamToken,
  type GatewaySuite,
} from './gateway.test-helpers'

const maxResponseBytes = 64 * 1024
let suite: GatewaySuite
beforeAll(async () => {
  suite = await openGatewaySuite({
    gateway: { ...defaultGatewayConfig, totalTimeoutMs: 800, maxResponseBytes },
  })
})
afterAll(() => suite?.close())

/** A product whose dataset path is the upstream's root, so each call picks the fault by its sub-path. */
async function anyPathProduct(values: Parameters<GatewaySuite['apiProduct']>[0] = {}) {
  const productId = await suite.apiProduct({ path: '/', method: 'GET', ...values })
  await suite.purchase(productId)
  return productId
}

describe('calls passed to the provider', () => {
  it('places parameters, passes query and body, and adds the provider’s credentials', async () => {
    const productId = await suite.apiProduct({
      path: '/echo/{nik}',
      requestParams: [
        { name: 'nik', type: 'STRING', is_required: true, location: 'PATH', description: null },
        { name: 'strict', type: 'BOOLEAN', is_required: false, location: 'QUERY', description: null },
        { name: 'X-Request-Id', type: 'STRING', is_required: false, location: 'HEADER', description: null },
      ],
      headers: [{ name: 'X-Upstream-Client', value: 'lumbung' }],
    })
    const purchaseId = await suite.purchase(productId)
    const seenBefore = suite.upstream.seen.length
    const response = await suite.call(productId, {
      subPath: '/history',
      query: 'nik=3171%2F01&strict=true&tag=a&tag=b',
      headers: {
        'x-request-id': 'req-1',
        cookie: 'lumbung_session=secret',
        authorization: 'Bearer consumer-own-token',
        'x-forwarded-for': '10.1.1.1',
      },
      payload: { phone: '081234567890' },
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({
      method: 'POST',
      path: '/echo/3171%2F01/history',
      query: { strict: 'true', tag: 'b' },
      body: '{"phone":"081234567890"}',
    })

    const seen = suite.upstream.seen.slice(seenBefore)
    expect(seen).toHaveLength(1)
    const [upstreamCall] = seen
    expect(upstreamCall!.url).toBe('/echo/3171%2F01/history?strict=true&tag=a&tag=b')
    expect(upstreamCall!.headers).toMatchObject({
      authorization: `Bearer ${upstreamToken}`,
      'x-request-id': 'req-1',
      'x-upstream-client': 'lumbung',
      'content-type': 'application/json',
      'accept-encoding': 'identity',
    })
    for (const header of ['x-api-key', 'cookie', 'x-forwarded-for']) {
      expect(upstreamCall!.headers[header]).toBeUndefined()
    }

    // Nothing of the upstream's address, cookies or name reaches the consumer, nor the provider's token.
    expect(response.headers['set-cookie']).toBeUndefined()
    expect(response.headers.location).toBeUndefined()
    expect(response.headers.server).toBeUndefined()
    expect(response.headers['x-powered-by']).toBeUndefined()
    expect(response.headers['cache-control']).toBe('no-store')
    const everything = JSON.stringify(response.headers) + response.body
    expect(everything).not.toContain(upstreamToken)
    expect(everything).not.toContain('127.0.0.1')

    const [record] = await suite.usageOf(productId)
    expect(record).toMatchObject({
      // Time-ordered (version 7), so each new key goes at the end of the ledger's index.
      id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      kind: 'API_CALL',
      consumerTenantId: suite.consumerId,
      providerTenantId: suite.providerId,
      productId,
      transactionRequestId: purchaseId,
      apiKeyId: null,
      method: 'POST',
      subPath: '/history',
      httpStatus: 200,
      outcome: 'SUCCESS',
      errorCode: null,
      isBillable: true,
      unitPrice: 1500,
      bytesIn: Buffer.byteLength('{"phone":"081234567890"}'),
      bytesOut: Buffer.byteLength(response.body),
    })
  })

  it('masks the sensitive fields of a masked product’s answer, wherever they sit', async () => {
    const masked = await suite.apiProduct({
      path: '/person',
      method: 'GET',
      isMasked: true,
      sensitiveColumns: ['loyalty_tier'],
    })
    await suite.purchase(masked)
    const response = await suite.call(masked, { method: 'GET' })
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body).toEqual({
      full_name: 'Bu********so',
      phone: '08********90',
      score: 97,
      is_match: true,
      contact: { email: 'bu**************id', city: 'Bandung' },
      loyalty_tier: '****',
    })
    expect(response.body).not.toContain(personAnswer.phone)

    // Inside lists, and under a key named "__proto__", which stays a plain key of the answer.
    const people = await suite.apiProduct({ path: '/people', method: 'GET', isMasked: true })
    await suite.purchase(people)
    const listed = await suite.call(people, { method: 'GET' })
    expect(listed.statusCode).toBe(200)
    expect(listed.body).toBe(
      '{"__proto__":{"phone":"08********90"},"people":[{"nik":"31************01","city":"Bandung"}],"phone_numbers":["08********90"]}',
    )

    const plain = await suite.apiProduct({ path: '/person', method: 'GET' })
    await suite.purchase(plain)
    expect((await suite.call(plain, { method: 'GET' })).json()).toEqual(personAnswer)

    // Data that cannot be read as JSON cannot be masked, so it is not passed on.
    const unreadable = await suite.apiProduct({ path: '/text', method: 'GET', isMasked: true })
    await suite.purchase(unreadable)
    const refused = await suite.call(unreadable, { method: 'GET' })
    expect(refused.statusCode).toBe(502)
    expect(refused.json().code).toBe('UPSTREAM_ERROR')
    expect(refused.body).not.toContain('plain words')
  })
})

describe('an upstream that fails', () => {
  it('answers each fault with its own code, billing only what the upstream answered 2xx', async () => {
    const productId = await anyPathProduct()
    const expectations: [string, number, string | null, string][] = [
      ['/status/500', 502, 'UPSTREAM_ERROR', 'UPSTREAM_ERROR'],
      ['/status/503', 502, 'UPSTREAM_ERROR', 'UPSTREAM_ERROR'],
      ['/redirect', 502, 'UPSTREAM_ERROR', 'UPSTREAM_ERROR'],
      ['/reset', 502, 'UPSTREAM_ERROR', 'UPSTREAM_ERROR'],
      ['/hang', 504, 'UPSTREAM_TIMEOUT', 'TIMEOUT'],
      [`/declared?bytes=${maxResponseBytes + 1}`, 502, 'RESPONSE_TOO_LARGE', 'UPSTREAM_ERROR'],
      [`/chunked?bytes=${maxResponseBytes * 2}`, 502, 'RESPONSE_TOO_LARGE', 'UPSTREAM_ERROR'],
      ['/status/404', 404, null, 'CLIENT_ERROR'],
      ['/status/422', 422, null, 'CLIENT_ERROR'],
      ['/ok', 200, null, 'SUCCESS'],
    ]
    for (const [path, status, code] of expectations) {
      const [subPath, query] = path.split('?')
      const response = await suite.call(productId, { method: 'GET', subPath: subPath!, query: query ?? '' })
      expect(response.statusCode, path).toBe(status)
      if (code) expect(response.json(), path).toEqual(expect.objectContaining({ status: 'ERROR', code }))
      expect(response.headers.location).toBeUndefined()
    }
    // A 4xx is the upstream's own answer, passed on as it came.
    expect((await suite.call(productId, { method: 'GET', subPath: '/status/404' })).json()).toEqual({
      error: 'status 404',
    })

    const records = await suite.usageOf(productId)
    expect(records).toHaveLength(expectations.length + 1)
    const tuple = (status: number, code: string | null, outcome: string) => `${status} ${code} ${outcome}`
    expect(
      records.map((record) => tuple(record.httpStatus, record.errorCode, record.outcome)).sort(),
    ).toEqual(
      [
        ...expectations.map(([, status, code, outcome]) => tuple(status, code, outcome)),
        tuple(404, null, 'CLIENT_ERROR'),
      ].sort(),
    )
    expect(records.filter((record) => record.isBillable).map((record) => record.httpStatus)).toEqual([200])
  })

  it('passes on a large answer of declared length as it arrives, and bills it once', async () => {
    const productId = await anyPathProduct()
    const response = await suite.call(productId, {
      method: 'GET',
      subPath: '/declared',
      query: `bytes=${maxResponseBytes}`,
    })
    expect(response.statusCode).toBe(200)
    expect(response.rawPayload.length).toBe(maxResponseBytes)
    expect(response.headers['content-length']).toBe(String(maxResponseBytes))
    const records = await suite.usageOf(productId)
    expect(records).toHaveLength(1)
    expect(records[0]).toMatchObject({ outcome: 'SUCCESS', isBillable: true, bytesOut: maxResponseBytes })
  })

  it('fails, unbilled, when the provider’s dataset cannot be called, without naming its address', async () => {
    const productId = await suite.apiProduct({ baseUrl: 'ftp://files.example.com' })
    await suite.purchase(productId)
    const response = await suite.call(productId)
    expect(response.statusCode).toBe(502)
    expect(response.json().code).toBe('UPSTREAM_ERROR')
    expect(response.body).not.toContain('files.example.com')
    const [record] = await suite.usageOf(productId)
    expect(record).toMatchObject({ outcome: 'UPSTREAM_ERROR', isBillable: false })
  })
})

describe('the rate limit', () => {
  it('answers 429 with Retry-After once a key has used its burst, per key, and lets it call again later', async () => {
    const productId = await suite.apiProduct()
    await suite.purchase(productId)
    const named = await giveNamedKey(suite.db, suite.consumerId, null)
    let passed = 0
    let limited: Awaited<ReturnType<GatewaySuite['call']>> | undefined
    // The burst is 40 and 20 more come back each second, so a quick loop meets the limit well before 100.
    for (let attempt = 0; attempt < 100 && !limited; attempt += 1) {
      const response = await suite.call(productId, { key: named.key })
      if (response.statusCode === 429) limited = response
      else passed += 1
    }
    expect(passed).toBeGreaterThanOrEqual(defaultGatewayConfig.rateBurst)
    expect(limited?.json()).toMatchObject({ status: 'ERROR', code: 'RATE_LIMITED', data: null })
    expect(limited?.headers['retry-after']).toBe('1')
    // The company's other key has a bucket of its own.
    expect((await suite.call(productId)).statusCode).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, 1000))
    expect((await suite.call(productId, { key: named.key })).statusCode).toBe(200)
    const records = await suite.usageOf(productId)
    expect(records.filter((record) => record.errorCode === 'RATE_LIMITED')).toHaveLength(1)
  })
})

describe('what the gateway’s answers let a browser or a cache do', () => {
  const typed = (productId: string, type: string, cache?: string) =>
    suite.call(productId, {
      method: 'GET',
      subPath: '/typed',
      query: new URLSearchParams({ type, ...(cache ? { cache } : {}) }).toString(),
    })

  it('sandboxes every answer and sends a page or an image that could run script as a download', async () => {
    const productId = await anyPathProduct()
    for (const type of ['text/html; charset=utf-8', 'image/svg+xml', 'application/xhtml+xml', 'TEXT/HTML']) {
      const response = await typed(productId, type)
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toBe(type)
      expect(response.headers['content-disposition']).toBe('attachment')
      expect(response.headers['x-content-type-options']).toBe('nosniff')
      expect(response.headers['content-security-policy']).toBe("sandbox; default-src 'none'")
    }
    const json = await suite.call(productId, { method: 'GET', subPath: '/person' })
    expect(json.headers['content-disposition']).toBeUndefined()
    expect(json.headers['content-security-policy']).toBe("sandbox; default-src 'none'")
    // The gateway's own refusals carry the same.
    const refused = await suite.call(productId, { method: 'GET', key: null })
    expect(refused.statusCode).toBe(401)
    expect(refused.headers['x-content-type-options']).toBe('nosniff')
    expect(refused.headers['content-security-policy']).toBe("sandbox; default-src 'none'")
    expect(refused.headers['cache-control']).toBe('no-store')
  })

  it('lets caches keep only an answer the provider made public', async () => {
    const productId = await anyPathProduct()
    for (const cache of [
      undefined,
      'max-age=3600',
      'private, max-age=60',
      's-maxage=600',
      'public, no-store',
    ]) {
      const response = await typed(productId, 'application/json', cache)
      expect(response.headers['cache-control'], cache).toBe('no-store')
      expect(response.headers.expires, cache).toBeUndefined()
    }
    const shared = await typed(productId, 'application/json', 'public, max-age=600')
    expect(shared.headers['cache-control']).toBe('public, max-age=600')
    expect(shared.headers.expires).toBe('Thu, 01 Jan 2099 00:00:00 GMT')
  })
})
