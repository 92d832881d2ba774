import type { FastifyBaseLogger, FastifyInstance } from 'fastify'

/** An answer slower than this is worth reading at the default level. */
export const slowRequestMs = 1000

/**
 * The request log, quieter than Fastify's own (which logs two info lines per request and buries the
 * start banner): every answer at debug, a slow one and a refused one at info, a server failure at warn
 * (its cause is logged at error by the error handler). The request's arrival is logged at trace.
 */
const levelRank: Record<string, number> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 }
/** Whether the logger writes lines of `level` (a silent one writes none). */
const writes = (log: FastifyBaseLogger, level: 'trace' | 'debug') =>
  (levelRank[log.level] ?? Infinity) <= levelRank[level]!

/**
 * A refused call (401, 403, or 404 for an id, which is how another company's resource answers) is read
 * at the default level, so a probe shows in the log as well as in the audit trail. An address no route
 * answers stays at debug: the SPA's history fallback and browsers' guesses would drown the rest.
 */
function isRefusedAnswer(status: number, routeUrl: string | undefined): boolean {
  if (status === 401 || status === 403) return true
  return status === 404 && routeUrl !== undefined && /[:*]/.test(routeUrl)
}

export function registerRequestLogging(app: FastifyInstance) {
  // Callback hooks that build nothing unless the line is written: at info, a request that answers in
  // time costs two level checks (docs/decisions/0055-api-throughput.md).
  app.addHook('onRequest', (request, _reply, done) => {
    if (writes(request.log, 'trace')) request.log.trace({ req: request }, 'incoming request')
    done()
  })
  app.addHook('onResponse', (request, reply, done) => {
    const isFailed = reply.statusCode >= 500
    const isSlow = reply.elapsedTime > slowRequestMs
    const isRefused = isRefusedAnswer(reply.statusCode, request.routeOptions.url)
    if (isFailed || isSlow || isRefused || writes(request.log, 'debug')) {
      const fields = { req: request, res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime }
      if (isFailed) request.log.warn(fields, 'request failed')
      else if (isRefused) request.log.info(fields, 'request refused')
      else if (isSlow) request.log.info(fields, 'slow request completed')
      else request.log.debug(fields, 'request completed')
    }
    done()
  })
}
