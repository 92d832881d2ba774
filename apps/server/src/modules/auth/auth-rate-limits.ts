import type { FastifyInstance, FastifyRequest } from 'fastify'
import { tooManyAttempts } from '../../lib/errors'

export type AccountKeyOf = (request: FastifyRequest) => string | undefined

const perAccountWindow = '15 minutes'

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
      const check = async (limiter: typeof byAddress, request: FastifyRequest): Promise<void> => {
        const outcome = await limiter(request)
        if (!outcome.isAllowed && outcome.isExceeded) throw tooManyAttempts(outcome.ttlInSeconds)
      }
      return {
        onRequest: async (request: FastifyRequest) => check(byAddress, request),
        preHandler: async (request: FastifyRequest) => {
          if (accountKeyOf(request) === undefined) return
          await check(byAccount, request)
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
