import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { AppError } from './errors'

/**
 * A route's limit per company (the signed-in actor's tenant), counted in the shared rate-limit store
 * so every instance counts together. It runs as a preHandler: after the access gate and validation,
 * so only calls the company was allowed to make count.
 */
export function perTenantRateLimit(
  app: FastifyInstance,
  { name, max, timeWindow, message }: { name: string; max: number; timeWindow: string; message: string },
) {
  const limiter = app.createRateLimit({
    max,
    timeWindow,
    keyGenerator: (request) => `${name}:tenant:${request.optionalActor?.tenantId ?? ''}`,
  })
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (!request.optionalActor) return
    const outcome = await limiter(request)
    if (!outcome.isAllowed && outcome.isExceeded) {
      reply.header('retry-after', String(outcome.ttlInSeconds))
      throw new AppError('TOO_MANY_REQUESTS', 429, message)
    }
  }
}
