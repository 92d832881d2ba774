import type { FastifyInstance } from 'fastify'

/** An answer slower than this is worth reading at the default level. */
export const slowRequestMs = 1000

/**
 * The request log, quieter than Fastify's own (which logs two info lines per request and buries the
 * start banner): every answer at debug, a slow one at info, a server failure at warn (its cause is
 * logged at error by the error handler). The request's arrival is logged at trace.
 */
export function registerRequestLogging(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    request.log.trace({ req: request }, 'incoming request')
  })
  app.addHook('onResponse', async (request, reply) => {
    const fields = { req: request, res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime }
    if (reply.statusCode >= 500) request.log.warn(fields, 'request failed')
    else if (reply.elapsedTime > slowRequestMs) request.log.info(fields, 'slow request completed')
    else request.log.debug(fields, 'request completed')
  })
}
