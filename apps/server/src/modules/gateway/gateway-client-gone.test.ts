import { createServer, type IncomingMessage } from 'node:http'
import { connect } from 'node:net'
import { gatewayProductPath } from '@lumbung/contract'
import { eq } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { usageRecords } from '../../db/schema'
import { createGatewayHttp } from './gateway-http'
import { openGatewaySuite, type GatewaySuite } from './gateway.test-helpers'
import type { GatewayService, IncomingCall } from './gateway.service'

let suite: GatewaySuite
beforeAll(async () => {
  suite = await openGatewaySuite()
})
afterAll(() => suite?.close())

/** A call's request line and headers, announcing a JSON body of `length` bytes. */
const headOf = (productId: string, subPath: string, key: string, length: number) =>
  [
    `POST ${gatewayProductPath(productId)}${subPath} HTTP/1.1`,
    'Host: 127.0.0.1',
    `X-API-Key: ${key}`,
    'Content-Type: application/json',
    `Content-Length: ${length}`,
    '',
    '',
  ].join('\r\n')

async function openSocket(port: number) {
  const socket = connect(port, '127.0.0.1')
  await new Promise((resolve) => socket.once('connect', resolve))
  return socket
}

it('fails the body read of a consumer gone while the call’s checks awaited the database, rather than waiting forever', async () => {
  // The checks are stood in for by a wait until the consumer's connection has closed on the server's
  // side; then the gateway reads the body, as it does once the checks pass.
  let current: IncomingMessage | undefined
  let read: Promise<string> | undefined
  const gateway = {
    async handle(incoming: IncomingCall) {
      await new Promise((resolve) => current!.once('close', resolve))
      read = Promise.race([
        incoming.readBody().then(
          () => 'read',
          () => 'failed',
        ),
        new Promise<string>((resolve) => setTimeout(() => resolve('still waiting after 2 s'), 2000)),
      ])
      await read
      return { answer: { httpStatus: 499, headers: {}, body: Buffer.alloc(0) }, stream: null }
    },
  }
  const http = createGatewayHttp({
    gateway: gateway as unknown as GatewayService,
    maxRequestBytes: 1024,
    logger: pino({ level: 'silent' }),
  })
  const server = createServer((request, response) => {
    current = request
    void http.handle(request, response)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  const socket = await openSocket(port)
  socket.write(`${headOf('product', '/gone', 'key', 100)}{"ni`)
  await vi.waitFor(() => expect(current).toBeDefined())
  socket.destroy()
  await vi.waitFor(() => expect(read).toBeDefined(), { timeout: 3000 })
  expect(await read).toBe('failed')
  await new Promise((resolve) => server.close(resolve))
})

it('meters a consumer that goes away while sending its body as the consumer’s doing, never the platform’s failure', async () => {
  const productId = await suite.apiProduct({ path: '/' })
  await suite.purchase(productId)
  await suite.app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = suite.app.server.address() as { port: number }
  // A whole call first, so the key, the purchase and the upstream are known and the next call's checks
  // pass without waiting: its body is read while it is still arriving.
  const whole = await fetch(`http://127.0.0.1:${port}${gatewayProductPath(productId)}/warm`, {
    method: 'POST',
    headers: { 'x-api-key': suite.consumerKey, 'content-type': 'application/json' },
    body: '{}',
  })
  expect(whole.status).toBe(200)

  // Four bytes of the hundred announced, then the connection breaks.
  const cut = await openSocket(port)
  cut.write(`${headOf(productId, '/cut', suite.consumerKey, 100)}{"ni`)
  await new Promise((resolve) => setTimeout(resolve, 100))
  cut.destroy()

  const recorded = async () => {
    await suite.app.usage.flush()
    return suite.db.select().from(usageRecords).where(eq(usageRecords.productId, productId))
  }
  await vi.waitFor(async () => expect(await recorded()).toHaveLength(2), { timeout: 5000 })
  const records = await recorded()
  expect(
    records
      .map((record) => `${record.subPath} ${record.httpStatus} ${record.outcome} ${record.isBillable}`)
      .sort(),
  ).toEqual(['/cut 499 CLIENT_ERROR false', '/warm 200 SUCCESS true'])
  // The call never had its body, so it never reached the upstream.
  expect(suite.upstream.seen.some((call) => call.url === '/cut')).toBe(false)
})
