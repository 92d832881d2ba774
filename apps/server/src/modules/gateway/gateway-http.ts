import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http'
import { pipeline, type Readable } from 'node:stream'
import { errorStatus, gatewayErrors, genericErrorMessage } from '@lumbung/contract'
import type { FastifyBaseLogger, FastifyPluginAsync, HTTPMethods } from 'fastify'
import { loggedUrl } from '../../lib/logging'
import { requestIdHeader, requestIdOf } from '../../lib/request-scope'
import { CallCancel } from './gateway-upstream'
import type { GatewayService } from './gateway.service'

/** Every gateway call's address starts so; the server hands these to the gateway before Fastify. */
export const gatewayProductsPrefix = '/gateway/v1/products/'
const debugLevels = new Set(['trace', 'debug'])
const methods: HTTPMethods[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']
// Set on every answer, whatever the upstream sent: an answer is data on the platform's origin, never a
// page that could run script there or be sniffed into one. Constants, so a call allocates nothing for them.
const noSniff = 'nosniff'
const sandboxPolicy = "sandbox; default-src 'none'"
const noStore = 'no-store'

// The query of an address without one. Nothing changes a call's query in place (the request plan copies
// it before taking path parameters out), so every such call shares this one.
const noQuery = new URLSearchParams()
const requestTooLargeCode = gatewayErrors.requestTooLarge.code

/** The product id, the path below it (still encoded) and the query string of a gateway address. */
export function partsOf(url: string) {
  const queryStart = url.indexOf('?')
  let path = queryStart === -1 ? url : url.slice(0, queryStart)
  if (path.includes('//')) path = path.replace(/\/{2,}/g, '/')
  const rest = path.startsWith(gatewayProductsPrefix) ? path.slice(gatewayProductsPrefix.length) : ''
  const slash = rest.indexOf('/')
  return {
    productId: slash === -1 ? rest : rest.slice(0, slash),
    subPath: slash === -1 ? '' : rest.slice(slash),
    query:
      queryStart === -1 || queryStart === url.length - 1
        ? noQuery
        : new URLSearchParams(url.slice(queryStart + 1)),
  }
}

function flatHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const flat: Record<string, string> = {}
  for (const name in headers) {
    const value = headers[name]
    if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(', ') : value
  }
  return flat
}

/**
 * The request body, up to `maxBytes`; null beyond. A larger body is left unread (the answer closes the
 * connection) rather than destroyed, which would take the answer down with it.
 */
function readBody(request: IncomingMessage, maxBytes: number): Promise<Buffer | null> {
  if (request.readableEnded) return Promise.resolve(Buffer.alloc(0))
  // Gone while the call's checks awaited the database: its 'close' has passed, and no event would come.
  if (request.destroyed) return Promise.reject(new Error('the connection closed before the body was read'))
  if (Number(request.headers['content-length'] ?? 0) > maxBytes) return Promise.resolve(null)
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size <= maxBytes) return void chunks.push(chunk)
      request.off('data', onData)
      request.off('end', onEnd)
      request.resume()
      resolve(null)
    }
    const onEnd = () => resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks))
    request.on('data', onData)
    request.once('end', onEnd)
    request.once('error', reject)
    // A connection that closes before the body's end, whether or not an error says so ('close' comes
    // once: `on` spares the wrapper `once` makes).
    request.on('close', () => {
      if (!request.readableEnded) reject(new Error('the connection closed before the request body ended'))
    })
  })
}

const internalErrorBody = JSON.stringify({
  status: errorStatus,
  code: 'INTERNAL_SERVER_ERROR',
  message: genericErrorMessage,
  data: null,
})

export interface GatewayHttpOptions {
  gateway: GatewayService
  maxRequestBytes: number
  logger: FastifyBaseLogger
}

/**
 * `ANY /gateway/v1/products/{product_id}[/{sub_path}]` on Node's own request and response
 * (docs/decisions/0031-gateway.md). The server passes gateway addresses here before Fastify sees them:
 * the key in X-API-Key is the only authentication, the usage ledger is the call's record, and the
 * site's page headers, session lookup and request log would cost the metered path a third of its
 * throughput (bench/gateway.bench.ts). Fastify's own routes for the same addresses (app.inject, and
 * a server built without the front door) come here too, so there is one way through.
 */
export function createGatewayHttp({ gateway, maxRequestBytes, logger }: GatewayHttpOptions) {
  const log = logger.child({ component: 'gateway' })
  let isClosing = false
  let fetchFile: FileFetch | undefined

  async function serve(request: IncomingMessage, response: ServerResponse): Promise<void> {
    // Only calls that arrive once the server is stopping close their connections; a call already under
    // way keeps its connection, so one the consumer sends next on it is still answered and metered.
    const isArrivedClosing = isClosing
    const startedAt = performance.now()
    const url = request.url ?? ''
    const { productId, subPath, query } = partsOf(url)
    // A consumer that goes away ends the upstream call too.
    const abandoned = new CallCancel()
    // 'close' comes once: `on` spares the wrapper `once` makes.
    response.on('close', () => {
      if (!response.writableFinished) abandoned.cancel()
    })
    const headers = flatHeaders(request.headers)
    const method = request.method ?? 'GET'
    if (fetchFile && subPath === '/file' && (method === 'GET' || method === 'HEAD')) {
      const file = await fetchFile({
        presentedKey: headers['x-api-key'],
        productId,
        version: query.get('version'),
        range: headers.range,
        ifRange: headers['if-range'],
        isHead: method === 'HEAD',
      })
      // A product that is not a file product is called as any other.
      if (file) return answerFile(response, file)
    }
    const { answer, stream } = await gateway.handle({
      caller: { kind: 'key', presentedKey: headers['x-api-key'] },
      method: request.method ?? 'GET',
      productId,
      subPath,
      query,
      headers,
      readBody: () => readBody(request, maxRequestBytes),
      signal: abandoned,
      isStreamAllowed: true,
    })
    // The headers go to writeHead as one list, in the order setHeader would send them: each setHeader
    // keeps an entry of its own until the answer is written (decision 0036).
    const head: (string | number)[] = []
    for (const name in answer.headers) head.push(name, answer.headers[name]!)
    head.push('x-content-type-options', noSniff, 'content-security-policy', sandboxPolicy)
    // Only an answer the provider made public may be kept by a cache (gateway-answers.ts passes its header).
    if (answer.headers['cache-control'] === undefined) head.push('cache-control', noStore)
    const requestId = requestIdOf(request.headers[requestIdHeader])
    head.push(requestIdHeader, requestId)
    // A refused body is left unread, and a stopping server lets its connections go once they answer.
    if (answer.errorCode === requestTooLargeCode || isArrivedClosing) head.push('connection', 'close')
    if (!stream) head.push('content-length', answer.body.length)
    response.writeHead(answer.httpStatus, head)
    // The request log at debug, like every other request (lib/request-logging.ts): method, path without
    // its query string, status and time; the usage ledger is the call's record.
    if (debugLevels.has(log.level)) {
      response.once('finish', () =>
        log.debug(
          {
            requestId,
            req: { method: request.method, url: loggedUrl(url) },
            res: { statusCode: response.statusCode },
            responseTime: performance.now() - startedAt,
          },
          'gateway call answered',
        ),
      )
    }
    if (stream) {
      pipeline(stream, response, () => undefined)
      return
    }
    response.end(answer.body)
  }

  return {
    /** Answers one gateway call; never throws. */
    handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
      return serve(request, response).catch((error: unknown) => {
        log.error({ err: error }, 'a gateway call could not be answered')
        if (response.headersSent) return void response.destroy()
        response.writeHead(500, {
          'content-type': 'application/json; charset=utf-8',
          'x-content-type-options': noSniff,
          'content-security-policy': sandboxPolicy,
          'cache-control': noStore,
          connection: 'close',
        })
        response.end(internalErrorBody)
      })
    },
    /** The delivery area's files fetched by key (`/gateway/v1/products/{id}/file`). */
    serveFilesWith(fetch: FileFetch) {
      fetchFile = fetch
    },
    /** From now on every answer closes its connection, so consumers move to the other instances. */
    markClosing() {
      isClosing = true
    },
  }
}

/** A file fetched by key: the answer, or null when the product is not a file product. */
export type FileFetch = (call: {
  presentedKey: string | undefined
  productId: string
  version: string | null
  range: string | undefined
  ifRange: string | undefined
  isHead: boolean
}) => Promise<{
  statusCode: number
  headers: Record<string, string | number>
  body: Readable | string | null
} | null>

/** Writes a fetched file's answer with the gateway's own safety headers; its bytes stream through. */
function answerFile(response: ServerResponse, file: NonNullable<Awaited<ReturnType<FileFetch>>>) {
  response.statusCode = file.statusCode
  for (const name in file.headers) response.setHeader(name, file.headers[name]!)
  response.setHeader('x-content-type-options', noSniff)
  response.setHeader('content-security-policy', sandboxPolicy)
  if (file.body === null || typeof file.body === 'string') {
    if (typeof file.body === 'string') response.setHeader('content-length', Buffer.byteLength(file.body))
    response.end(file.body ?? undefined)
    return
  }
  pipeline(file.body, response, () => undefined)
}

export type GatewayHttp = ReturnType<typeof createGatewayHttp>

/**
 * The same addresses as Fastify routes, for a server without the front door (app.inject in tests). The
 * body is left to the gateway, which reads it only once the checks pass and only up to its limit; the
 * routes are public to the API's session gate, since the company's key is what authenticates them.
 */
export const gatewayRoutes: FastifyPluginAsync<{ http: GatewayHttp }> = async (app, { http }) => {
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload))
  const route = {
    method: methods,
    exposeHeadRoute: false,
    config: { access: { kind: 'public' as const } },
    schema: { hide: true },
    handler: async (request: { raw: IncomingMessage }, reply: { hijack(): void; raw: ServerResponse }) => {
      reply.hijack()
      await http.handle(request.raw, reply.raw)
    },
  }
  app.route({ ...route, url: '/gateway/v1/products/:product_id' })
  app.route({ ...route, url: '/gateway/v1/products/:product_id/*' })
}
