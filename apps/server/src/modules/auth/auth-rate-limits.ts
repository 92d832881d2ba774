import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { AppError } from '../../lib/errors'

export type AccountKeyOf = (request: FastifyRequest) => string | undefined

const perAccountWindow = '15 minutes'

function tooManyAttempts(retryAfterSeconds: number) {
  return new AppError(
    'TOO_MANY_REQUESTS',
    429,
    `Too many attempts, please try again in ${retryAfterSeconds} seconds`,
  )
}

/**
 * Two buckets for each guarded call: the client address (one machine guessing many accounts) and the
 * account (many machines guessing one). The address is `request.ip`, which reads X-Forwarded-For
 * only when TRUST_PROXY says a proxy sets it, so a forged header cannot pick a new bucket.
 */
export function createAuthRateLimits(app: FastifyInstance, maxPerMinute: number) {
  return {
    /** Hooks for one route: the address bucket before the body is read, the account one after. */
    guard(name: string, accountKeyOf: AccountKeyOf) {
      const byAddress = app.createRateLimit({
        max: maxPerMinute,
        timeWindow: '1 minute',
        keyGenerator: (request) => `${name}:ip:${request.ip}`,
      })
      const byAccount = app.createRateLimit({
        max: maxPerMinute,
        timeWindow: perAccountWindow,
        keyGenerator: (request) => `${name}:account:${accountKeyOf(request) ?? ''}`,
      })
      const check = async (
        limiter: typeof byAddress,
        request: FastifyRequest,
        reply: FastifyReply,
      ): Promise<void> => {
        const outcome = await limiter(request)
        if (!outcome.isAllowed && outcome.isExceeded) {
          reply.header('retry-after', String(outcome.ttlInSeconds))
          throw tooManyAttempts(outcome.ttlInSeconds)
        }
      }
      return {
        onRequest: async (request: FastifyRequest, reply: FastifyReply) => check(byAddress, request, reply),
        preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
          if (accountKeyOf(request) === undefined) return
          await check(byAccount, request, reply)
        },
      }
    },
  }
}

/** The normalised email a request names in its body or path, the account bucket's key. */
export function emailFrom(source: 'body' | 'params', field: string): AccountKeyOf {
  return (request) => {
    const container = (source === 'body' ? request.body : request.params) as
      Record<string, unknown> | undefined
    const value = container?.[field]
    return typeof value === 'string' ? value.trim().toLowerCase() : undefined
  }
}
