import type { IncomingHttpHeaders } from 'node:http'
import type { Readable } from 'node:stream'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify'
import type { GatewayService } from './gateway.service'

const productsPrefix = '/gateway/v1/products/'
const methods: HTTPMethods[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']

/** The product id, the path below it (still encoded) and the query string of a gateway address. */
export function partsOf(url: string) {
  const queryStart = url.indexOf('?')
  const path = (queryStart === -1 ? url : url.slice(0, queryStart)).replace(/\/{2,}/g, '/')
  const rest = path.startsWith(productsPrefix) ? path.slice(productsPrefix.length) : ''
  const slash = rest.indexOf('/')
  return {
    productId: slash === -1 ? rest : rest.slice(0, slash),
    subPath: slash === -1 ? '' : rest.slice(slash),
    query: new URLSearchParams(queryStart === -1 ? '' : url.slice(queryStart + 1)),
  }
}

function flatHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const flat: Record<string, string> = {}
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(', ') : value
  }
  return flat
}

/**
 * The request body, up to `maxBytes`; null beyond. A larger body is left unread (the answer closes the
 * connection) rather than destroyed, which would take the answer down with it.
 */
function readBody(request: FastifyRequest, maxBytes: number): Promise<Buffer | null> {
  const stream = request.body as Readable | undefined
  if (!stream || typeof stream.on !== 'function') return Promise.resolve(Buffer.alloc(0))
  if (Number(request.headers['content-length'] ?? 0) > maxBytes) return Promise.resolve(null)
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size <= maxBytes) return void chunks.push(chunk)
      stream.off('data', onData)
      stream.off('end', onEnd)
      stream.resume()
      resolve(null)
    }
    const onEnd = () => resolve(Buffer.concat(chunks))
    stream.on('data', onData)
    stream.once('end', onEnd)
    stream.once('error', reject)
  })
}

/**
 * `ANY /gateway/v1/products/{product_id}[/{sub_path}]`. Every body is taken as it comes (any content
 * type, read by the gateway only once the checks pass and only up to its limit); the route is public to
 * the API's session gate, since the company's key in X-API-Key is what authenticates it.
 */
export const gatewayRoutes: FastifyPluginAsync<{ gateway: GatewayService; maxRequestBytes: number }> = async (
  app,
  { gateway, maxRequestBytes },
) => {
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload))

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const { productId, subPath, query } = partsOf(request.url)
    // A consumer that goes away ends the upstream call too.
    const abandoned = new AbortController()
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) abandoned.abort()
    })
    let isBodyRefused = false
    const headers = flatHeaders(request.headers)
    const { answer, stream } = await gateway.handle({
      caller: { kind: 'key', presentedKey: headers['x-api-key'] },
      method: request.method,
      productId,
      subPath,
      query,
      headers,
      readBody: async () => {
        const body = await readBody(request, maxRequestBytes)
        isBodyRefused = body === null
        return body
      },
      signal: abandoned.signal,
      isStreamAllowed: true,
    })
    reply.code(answer.httpStatus).headers(answer.headers)
    if (isBodyRefused) reply.header('connection', 'close')
    return reply.send(stream ?? answer.body)
  }

  const route = {
    method: methods,
    handler,
    exposeHeadRoute: false,
    config: { access: { kind: 'public' as const } },
  }
  app.route({ ...route, url: '/gateway/v1/products/:product_id', schema: { hide: true } })
  app.route({ ...route, url: '/gateway/v1/products/:product_id/*', schema: { hide: true } })
}
