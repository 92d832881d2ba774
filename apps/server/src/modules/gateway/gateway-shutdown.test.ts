import { connect } from 'node:net'
import { gatewayProductPath } from '@lumbung/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { defaultGatewayConfig } from '../../config'
import { usageRecords } from '../../db/schema'
import { openGatewaySuite, type GatewaySuite } from './gateway.test-helpers'

let suite: GatewaySuite
beforeAll(async () => {
  suite = await openGatewaySuite({ gateway: { ...defaultGatewayConfig, totalTimeoutMs: 400 } })
})
afterAll(() => suite?.close())

const callText = (productId: string, subPath: string, key: string) => {
  const body = '{}'
  return [
    `POST ${gatewayProductPath(productId)}${subPath} HTTP/1.1`,
    'Host: 127.0.0.1',
    `X-API-Key: ${key}`,
    'Content-Type: application/json',
    `Content-Length: ${body.length}`,
    '',
    body,
  ].join('\r\n')
}

it('answers and meters a call that arrives on an open connection while the server stops gracefully', async () => {
  const productId = await suite.apiProduct({ path: '/' })
  await suite.purchase(productId)
  await suite.app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = suite.app.server.address() as { port: number }

  // A call is under way when the server starts to stop, and the consumer's next call arrives on the
  // same connection meanwhile. That call must be answered and metered like any other, not refused
  // unseen: the gateway bills and reports every call that reaches it.
  const socket = connect(port, '127.0.0.1')
  let received = ''
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()))
  const ended = new Promise((resolve) => socket.once('close', resolve))
  socket.write(callText(productId, '/hang', suite.consumerKey))
  await vi.waitFor(() => expect(suite.upstream.seen.some((call) => call.url === '/hang')).toBe(true))
  const closing = suite.app.close()
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(received).toBe('')
  socket.write(callText(productId, '/next', suite.consumerKey))
  await ended
  await closing

  const statuses = [...received.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => Number(match[1]))
  expect(statuses).toEqual([504, 200])
  expect(received).toMatch(/connection: close/i)
  const records = await suite.db.select().from(usageRecords).where(eq(usageRecords.productId, productId))
  expect(records.map((record) => `${record.subPath} ${record.httpStatus} ${record.outcome}`).sort()).toEqual([
    '/hang 504 TIMEOUT',
    '/next 200 SUCCESS',
  ])
})

it('lets go of a connection whose call ended during the stop, so the stop and the ledger flush do not wait for its keep-alive', async () => {
  const own = await openGatewaySuite({ gateway: { ...defaultGatewayConfig, totalTimeoutMs: 400 } })
  const productId = await own.apiProduct({ path: '/' })
  await own.purchase(productId)
  await own.app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = own.app.server.address() as { port: number }
  // The call is under way when the stop begins; the consumer sends nothing after it and keeps the
  // connection open, as an HTTP client's pool does.
  const socket = connect(port, '127.0.0.1')
  let received = ''
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()))
  const ended = new Promise((resolve) => socket.once('close', resolve))
  socket.write(callText(productId, '/hang', own.consumerKey))
  await vi.waitFor(() => expect(own.upstream.seen.some((call) => call.url === '/hang')).toBe(true))
  const startedAt = Date.now()
  await own.app.close()
  await ended
  // Within a few seconds, not the 72 s a kept-alive connection may otherwise stay idle.
  expect(Date.now() - startedAt).toBeLessThan(5000)
  expect(received).toMatch(/^HTTP\/1\.1 504 /)
  const records = await own.db.select().from(usageRecords).where(eq(usageRecords.productId, productId))
  expect(records.map((record) => `${record.subPath} ${record.httpStatus}`)).toEqual(['/hang 504'])
  await own.close()
})
