import { createHash } from 'node:crypto'
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import { and, eq, gt, lt, sql } from 'drizzle-orm'
import type { Database } from '../db/database'
import { rateLimitBuckets } from '../db/schema'

interface Attempts {
  current: number
  /** Milliseconds until the window ends, measured by the database clock that every instance shares. */
  ttl: number
}

type Callback = (error: Error | null, result?: Attempts) => void

// Expired rows are harmless (the next attempt restarts them), so sweeping them on a small share of
// calls keeps the table small without a job; the hour of grace keeps the sweep off live windows.
const sweepShare = 0.01

const millisecondsLeft = sql<number>`greatest(0, ceil(extract(epoch from (${rateLimitBuckets.resetAt} - now())) * 1000))::float8`

/** The rate-limit counters in the database, so that every instance behind a load balancer counts together. */
export function createRateLimitBuckets(db: Database) {
  return {
    /**
     * Counts `amount` attempts (one unless an instance hands over a block) in one statement, so
     * instances racing on one key never lose a count.
     */
    async increment(key: string, windowMilliseconds: number, amount = 1): Promise<Attempts> {
      const windowEnd = sql`now() + ${windowMilliseconds}::float8 * interval '1 millisecond'`
      const isExpired = sql`${rateLimitBuckets.resetAt} <= now()`
      const [row] = await db
        .insert(rateLimitBuckets)
        .values({ key, count: amount, resetAt: windowEnd })
        .onConflictDoUpdate({
          target: rateLimitBuckets.key,
          set: {
            count: sql`case when ${isExpired} then ${amount}::integer else ${rateLimitBuckets.count} + ${amount}::integer end`,
            resetAt: sql`case when ${isExpired} then ${windowEnd} else ${rateLimitBuckets.resetAt} end`,
          },
        })
        .returning({ current: rateLimitBuckets.count, ttl: millisecondsLeft })
      if (!row) throw new Error('The rate-limit counter returned no row')
      return { current: row.current, ttl: Number(row.ttl) }
    },

    async read(key: string): Promise<Attempts> {
      const [row] = await db
        .select({ current: rateLimitBuckets.count, ttl: millisecondsLeft })
        .from(rateLimitBuckets)
        .where(and(eq(rateLimitBuckets.key, key), gt(rateLimitBuckets.resetAt, sql`now()`)))
      return row ? { current: row.current, ttl: Number(row.ttl) } : { current: 0, ttl: 0 }
    },

    async sweepExpired(): Promise<void> {
      await db.delete(rateLimitBuckets).where(lt(rateLimitBuckets.resetAt, sql`now() - interval '1 hour'`))
    },
  }
}

type RateLimitBuckets = ReturnType<typeof createRateLimitBuckets>

interface RouteInfo {
  method?: string | string[]
  url?: string
}

/**
 * A store for @fastify/rate-limit. Each route's limit gets its own key space (as the plugin's own
 * stores do). Keys are hashed because they hold client addresses and the emails people typed.
 */
export function createDatabaseRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  const buckets = createRateLimitBuckets(db)

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly scope = '',
      private readonly store: RateLimitBuckets = buckets,
    ) {}

    private keyOf(key: string): string {
      return createHash('sha256').update(`${this.scope}|${key}`).digest('base64url')
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      void this.settle(async () => {
        const attempts = await this.store.increment(this.keyOf(key), timeWindow)
        if (Math.random() < sweepShare) await this.store.sweepExpired()
        return attempts
      }, callback)
    }

    read(key: string, callback: Callback): void {
      void this.settle(() => this.store.read(this.keyOf(key)), callback)
    }

    child(routeOptions: unknown): FastifyRateLimitStore {
      const routeInfo = (routeOptions as { routeInfo?: RouteInfo } | undefined)?.routeInfo
      const method = [routeInfo?.method ?? ''].flat().join(',')
      return new DatabaseRateLimitStore(undefined, `${method} ${routeInfo?.url ?? ''}`, this.store)
    }

    private async settle(count: () => Promise<Attempts>, callback: Callback): Promise<void> {
      let attempts: Attempts
      try {
        attempts = await count()
      } catch (error) {
        callback(error instanceof Error ? error : new Error(String(error)))
        return
      }
      callback(null, attempts)
    }
  }

  return DatabaseRateLimitStore
}
