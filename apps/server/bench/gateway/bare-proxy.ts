import Fastify from 'fastify'
import { Pool } from 'undici'

/**
 * The baseline the gateway is measured against: Fastify and an undici Pool passing every request to
 * one upstream, with no checks and no metering. Run as its own process:
 *   tsx bare-proxy.ts <port> <upstream-url>
 */
const [port, upstream] = process.argv.slice(2)
const pool = new Pool(upstream!, { connections: 128, pipelining: 1 })
const app = Fastify({ logger: false })
app.removeAllContentTypeParsers()
app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body))
app.all('/*', async (request, reply) => {
  const answer = await pool.request({
    method: request.method as 'GET',
    path: request.url,
    headers: { accept: request.headers.accept ?? '*/*' },
    body: request.body as Buffer | undefined,
  })
  reply.status(answer.statusCode)
  const contentType = answer.headers['content-type']
  if (typeof contentType === 'string') reply.header('content-type', contentType)
  return reply.send(Buffer.from(await answer.body.arrayBuffer()))
})
await app.listen({ port: Number(port), host: '127.0.0.1' })
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)))
