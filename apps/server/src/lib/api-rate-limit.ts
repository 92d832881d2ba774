import { createHash } from 'node:crypto'
import { requestRateMessages } from '@lumbung/contract'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ApiRateLimitConfig } from '../config'
import { AppError } from './errors'
import type { createRateLimitBuckets } from './rate-limit-store'

/** The rate-limit store's counters (lib/rate-limit-store.ts), which every instance shares. */
export type SharedCounter = Pick<ReturnType<typeof createRateLimitBuckets>, 'increment'>

const burstWindowMs = 10_000
const sustainedWindowMs = 10 * 60_000
const maxKeys = 50_000

/** One caller's count in one window, as this instance knows it. */
interface WindowCount {
  /** The shared count when this instance last heard it (every instance's requests). */
  shared: number
  /** Handed to the shared store and not yet confirmed. */
  sending: number
  /** Counted here since, not yet handed over. */
  pending: number
  resetAt: number
  sentAt: number
}

interface Window {
  name: string
  ms: number
  max: number
  counts: Map<string, WindowCount>
}

const hashed = (text: string) => createHash('sha256').update(text).digest('base64url')

/**
 * Who the limit counts: the session of a signed-in caller, otherwise the client address. Signed-in
 * calls are not also counted per address: a company's office behind one address, or a test runner on
 * 127.0.0.1, holds many sessions, and each is limited on its own.
 */
export const callerOf = (request: FastifyRequest) =>
  request.optionalActor ? `session:${request.optionalActor.sessionId}` : `address:${request.ip}`

/**
 * A limit per caller over the whole API, in a short window (bursts) and a long one (sustained rate),
 * shared by every instance through the rate-limit store. Each instance counts in memory and hands its
 * counts to the store in blocks (a tenth of the limit) or every fifth of the window, and reads back the
 * shared total each time; a request never waits for the database. So a caller spread over several
 * instances is held to the limit within a block per instance, and one instance holds it exactly.
 */
export function createApiRateLimit(
  buckets: SharedCounter,
  config: ApiRateLimitConfig,
  now = () => Date.now(),
) {
  const windows: Window[] = [
    { name: 'burst', ms: burstWindowMs, max: config.burst, counts: new Map() },
    { name: 'sustained', ms: sustainedWindowMs, max: config.sustained, counts: new Map() },
  ]

  function countOf(window: Window, caller: string, at: number): WindowCount {
    const kept = window.counts.get(caller)
    if (kept && kept.resetAt > at) return kept
    const fresh = { shared: 0, sending: 0, pending: 0, resetAt: at + window.ms, sentAt: 0 }
    window.counts.delete(caller)
    window.counts.set(caller, fresh)
    if (window.counts.size > maxKeys) {
      for (const [key, count] of window.counts) if (count.resetAt <= at) window.counts.delete(key)
      const oldest = window.counts.keys().next()
      if (window.counts.size > maxKeys && !oldest.done) window.counts.delete(oldest.value)
    }
    return fresh
  }

  /** Hands what was counted here to the shared store and learns the total, off the request's path. */
  function share(window: Window, caller: string, count: WindowCount, at: number) {
    const block = Math.max(1, Math.floor(window.max / 10))
    const isDue = count.sentAt === 0 || count.pending >= block || at - count.sentAt >= window.ms / 5
    if (count.sending > 0 || count.pending === 0 || !isDue) return
    const amount = count.pending
    count.sending = amount
    count.pending = 0
    count.sentAt = at
    buckets.increment(hashed(`api-${window.name}|${caller}`), window.ms, amount).then(
      ({ current, ttl }) => {
        // The store's total and window, which every instance shares, replace what this one knew.
        count.sending = 0
        count.shared = current
        count.resetAt = now() + ttl
      },
      () => {
        // The store is unreachable: this instance keeps counting on its own meanwhile.
        count.sending = 0
        count.shared += amount
      },
    )
  }

  return {
    /** Counts one request of the caller; the seconds to wait when a window is full, else null. */
    take(caller: string): number | null {
      const at = now()
      const counts = windows.map((window) => countOf(window, caller, at))
      for (const [index, window] of windows.entries()) {
        const count = counts[index]!
        if (count.shared + count.sending + count.pending >= window.max) {
          return Math.max(1, Math.ceil((count.resetAt - at) / 1000))
        }
      }
      for (const [index, window] of windows.entries()) {
        const count = counts[index]!
        count.pending += 1
        share(window, caller, count, at)
      }
      return null
    },
  }
}

export type ApiRateLimit = ReturnType<typeof createApiRateLimit>

/**
 * Holds every `/api` request to the limit, once the caller is known (after the session is read).
 * Health checks are left out: a load balancer asks them from one address all day. The gateway's
 * addresses are not under `/api`: its keys have limits and quotas of their own.
 */
export function registerApiRateLimit(app: FastifyInstance, limit: ApiRateLimit) {
  app.addHook('onRequest', async (request, reply) => {
    const url = request.url
    if (!url.startsWith('/api/') || url.startsWith('/api/health')) return
    const waitSeconds = limit.take(callerOf(request))
    if (waitSeconds === null) return
    reply.header('retry-after', String(waitSeconds))
    throw new AppError(
      'TOO_MANY_REQUESTS',
      429,
      requestRateMessages.tooManyRequests(waitSeconds),
      undefined,
      {
        retry_after_seconds: waitSeconds,
      },
    )
  })
}
