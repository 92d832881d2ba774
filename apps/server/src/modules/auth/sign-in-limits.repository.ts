import { and, eq, gt, lt, sql } from 'drizzle-orm'
import type { Database, Executor } from '../../db/database'
import { rateLimitBuckets, signInFailures } from '../../db/schema'
import { createRateLimitBuckets } from '../../lib/rate-limit-store'

export type SignInLimitsRepository = ReturnType<typeof createSignInLimitsRepository>

/** How a pair's lock grows; every time is read from the database clock that all instances share. */
export interface BackoffPolicy {
  freeFailures: number
  firstLockSeconds: number
  longestLockSeconds: number
  forgetAfterSeconds: number
}

const secondsLeft = (until: unknown) =>
  sql<number>`greatest(0, ceil(extract(epoch from (${until} - now()))))::float8`

/**
 * The counters behind sign-in limits: failures of an (account, address) pair in `sign_in_failures`
 * and failures of an address across accounts in the shared `rate_limit_buckets`. Keys arrive hashed.
 */
export function createSignInLimitsRepository(db: Database) {
  const addressBuckets = createRateLimitBuckets(db)
  return {
    /**
     * Counts one attempt of a pair unless it is locked, and locks it as if the attempt fails (a success
     * deletes the row). One statement, so attempts racing on one pair each see their own count.
     * Returns undefined when the pair is locked.
     */
    async reservePairAttempt(key: string, policy: BackoffPolicy): Promise<{ failures: number } | undefined> {
      const isForgotten = sql`${signInFailures.forgetAt} <= now()`
      const nextCount = sql`case when ${isForgotten} then 1 else ${signInFailures.failures} + 1 end`
      const lockAfter = (count: unknown) =>
        sql`now() + (case when ${count} >= ${policy.freeFailures}::int
          then least(${policy.longestLockSeconds}::float8,
                     ${policy.firstLockSeconds}::float8 * power(2, ${count} - ${policy.freeFailures}::int))
          else 0 end) * interval '1 second'`
      const forgetAt = sql`now() + ${policy.forgetAfterSeconds}::float8 * interval '1 second'`
      const [row] = await db
        .insert(signInFailures)
        .values({ key, failures: 1, lockedUntil: lockAfter(sql`1`), forgetAt })
        .onConflictDoUpdate({
          target: signInFailures.key,
          set: { failures: nextCount, lockedUntil: lockAfter(nextCount), forgetAt },
          setWhere: sql`${signInFailures.lockedUntil} <= now()`,
        })
        .returning({ failures: signInFailures.failures })
      return row
    },

    /** Seconds until a locked pair may try again (at least 1 while the row says locked). */
    async pairLockSeconds(key: string): Promise<number> {
      const [row] = await db
        .select({ seconds: secondsLeft(signInFailures.lockedUntil) })
        .from(signInFailures)
        .where(eq(signInFailures.key, key))
      return Math.max(1, Number(row?.seconds ?? 0))
    },

    async clearPair(key: string, executor: Executor = db): Promise<void> {
      await executor.delete(signInFailures).where(eq(signInFailures.key, key))
    },

    /** Counts one attempt of an address in a fixed window (the shared rate-limit counters); returns the count and the window's seconds left. */
    async reserveAddressAttempt(key: string, windowSeconds: number) {
      const { current, ttl } = await addressBuckets.increment(key, windowSeconds * 1000)
      return { count: current, secondsLeft: Math.max(1, Math.ceil(ttl / 1000)) }
    },

    /** Gives back an address's reserved attempt: it succeeded, or its pair was locked and it never ran. */
    async releaseAddressAttempt(key: string, executor: Executor = db): Promise<void> {
      await executor
        .update(rateLimitBuckets)
        .set({ count: sql`greatest(${rateLimitBuckets.count} - 1, 0)` })
        .where(and(eq(rateLimitBuckets.key, key), gt(rateLimitBuckets.resetAt, sql`now()`)))
    },

    /** Rows no one has failed on for a day are noise; sweeping a few keeps the table small without a job. */
    async sweepForgotten(): Promise<void> {
      await db.delete(signInFailures).where(lt(signInFailures.forgetAt, sql`now()`))
    },
  }
}
