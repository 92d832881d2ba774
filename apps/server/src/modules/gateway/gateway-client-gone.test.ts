import { connect } from 'node:net'
import { gatewayProductPath } from '@lumbung/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { usageRecords } from '../../db/schema'
import { openGatewaySuite, type GatewaySuite } from './gateway.test-helpers'

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

it('meters a consumer that goes away while sending its body as the consumer’s doing, never the platform’s failure', async () => {
  const productId = await suite.apiProduct({ path: '/' })
  await suite.purchase(productId)
  await suite.app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = suite.app.server.address() as { port: number }

  // Four bytes of the hundred announced, then the connection breaks.
  const cut = await openSocket(port)
  cut.write(`${headOf(productId, '/cut', suite.consumerKey, 100)}{"ni`)
  await new Promise((resolve) => setTimeout(resolve, 100))
  cut.destroy()
  // The whole call sent, and the connection closed before any answer.
  const gone = await openSocket(port)
  gone.write(`${headOf(productId, '/gone', suite.consumerKey, 2)}{}`)
  gone.destroy()

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
  ).toEqual(['/cut 499 CLIENT_ERROR false', '/gone 499 CLIENT_ERROR false'])
  // Neither reached the upstream: the first never had its body, the second's consumer was gone.
  expect(suite.upstream.seen.some((call) => call.url === '/cut')).toBe(false)
})
