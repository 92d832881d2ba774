import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const compressionThresholdBytes = 1024

type Encoding = 'br' | 'gzip'

/** The encoding a client accepts, Brotli first; `q=0` refuses one. */
export function acceptedEncoding(header: string | string[] | undefined): Encoding | undefined {
  const accepted = new Set<string>()
  for (const part of [header ?? ''].flat().join(',').split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';')
    const quality = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean)
    if (name && (quality === undefined || Number(quality) > 0)) accepted.add(name)
  }
  if (accepted.has('br')) return 'br'
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip'
  return undefined
}

function isCompressible(reply: FastifyReply): boolean {
  const type = String(reply.getHeader('content-type') ?? '')
  return /^(application\/(json|problem\+json|javascript)|text\/)/.test(type)
}

function addVaryAcceptEncoding(reply: FastifyReply) {
  const current = String(reply.getHeader('vary') ?? '')
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(current)) return
  reply.header('vary', current ? `${current}, accept-encoding` : 'accept-encoding')
}

/**
 * Compresses the API's JSON (and other text) answers above the threshold, per request. Streams pass as
 * they are: downloads (which honour Range) and the web app's files, which the build compressed ahead
 * (lib/spa.ts). Metered gateway calls never reach Fastify, so they are never compressed here.
 */
export function registerCompression(app: FastifyInstance) {
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload
    if (request.method === 'HEAD' || reply.statusCode === 204 || reply.statusCode === 304) return payload
    if (reply.getHeader('content-encoding') || reply.getHeader('content-range')) return payload
    if (!isCompressible(reply)) return payload
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload
    if (body.length < compressionThresholdBytes) return payload
    addVaryAcceptEncoding(reply)
    const encoding = acceptedEncoding(request.headers['accept-encoding'])
    if (!encoding) return payload
    // Fast settings: an answer is compressed once, on the request's own time.
    const compressed =
      encoding === 'br'
        ? await brotli(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 4,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          })
        : await gzipAsync(body, { level: 6 })
    reply.header('content-encoding', encoding)
    reply.removeHeader('content-length')
    return compressed
  })
}
