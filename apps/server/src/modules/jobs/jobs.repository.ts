import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm'
import type { Database, Executor } from '../../db/database'
import { jobs, type JobRow } from '../../db/schema'

export interface NewJob {
  queue: string
  payload: unknown
  runAt?: Date | undefined
  maxAttempts: number
  requestId?: string | undefined
  singletonKey?: string | undefined
}

/** `seconds` ago, measured by the database clock so every instance agrees. */
const secondsAgo = (seconds: number) => sql`now() - ${seconds} * interval '1 second'`

export function createJobsRepository(db: Database) {
  return {
    /** Answers null when a job with the same singleton key is queued or running already. */
    async insert(job: NewJob, executor: Executor = db): Promise<string | null> {
      const [row] = await executor
        .insert(jobs)
        .values({
          queue: job.queue,
          payload: job.payload,
          maxAttempts: job.maxAttempts,
          requestId: job.requestId ?? null,
          singletonKey: job.singletonKey ?? null,
          ...(job.runAt ? { runAt: job.runAt } : {}),
        })
        // Only the partial unique index on (queue, singleton_key) can conflict: a fresh id never does.
        .onConflictDoNothing()
        .returning({ id: jobs.id })
      return row?.id ?? null
    },

    /**
     * Takes up to `limit` due jobs of a queue: queued ones whose time has come, and running ones whose
     * worker stopped renewing the lease. SKIP LOCKED lets every instance claim at once without waiting.
     * With `maxRunning`, claims of the queue take turns (a transaction-scoped advisory lock) and take only
     * what keeps the jobs running with a live lease, on every instance together, within the cap.
     */
    async claim(
      queue: string,
      limit: number,
      leaseSeconds: number,
      lockedBy: string,
      maxRunning?: number,
    ): Promise<JobRow[]> {
      if (maxRunning === undefined) return claimDue(db, queue, limit, leaseSeconds, lockedBy)
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`jobs:${queue}`}))`)
        const [row] = await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(jobs)
          .where(
            and(
              eq(jobs.queue, queue),
              eq(jobs.status, 'RUNNING'),
              sql`${jobs.lockedAt} >= ${secondsAgo(leaseSeconds)}`,
            ),
          )
        const free = Math.min(limit, maxRunning - Number(row?.count ?? 0))
        return free > 0 ? claimDue(tx, queue, free, leaseSeconds, lockedBy) : []
      })
    },

    /**
     * Which of these queues have a job to claim now. A poll looks once for all of them, and claims only
     * where there is work: when the embedded database still ran on the server's own thread, a claim per
     * queue every second held it for 20–40 ms under load (bench/gateway.bench.ts); on its own thread
     * (docs/decisions/0072) each query still costs a hand-over, and the database one statement at a time.
     */
    async queuesWithWork(queues: string[], leaseSeconds: number): Promise<Set<string>> {
      if (queues.length === 0) return new Set()
      const rows = await db
        .selectDistinct({ queue: jobs.queue })
        .from(jobs)
        .where(and(inArray(jobs.queue, queues), isClaimable(leaseSeconds)))
      return new Set(rows.map((row) => row.queue))
    },

    /** Renews the lease of a job this run still holds. */
    async renewLease(id: string, lockedBy: string): Promise<void> {
      await db
        .update(jobs)
        .set({ lockedAt: sql`now()` })
        .where(and(eq(jobs.id, id), eq(jobs.lockedBy, lockedBy), eq(jobs.status, 'RUNNING')))
    },

    /**
     * Hands a job this run holds back to the queue, due at once, without counting the interrupted
     * attempt: its instance is stopping, and any instance may take it now instead of after the lease.
     */
    async release(id: string, lockedBy: string): Promise<boolean> {
      const rows = await db
        .update(jobs)
        .set({
          status: 'QUEUED',
          runAt: sql`now()`,
          attempts: sql`greatest(${jobs.attempts} - 1, 0)`,
          lockedAt: null,
          lockedBy: null,
        })
        .where(and(eq(jobs.id, id), eq(jobs.lockedBy, lockedBy), eq(jobs.status, 'RUNNING')))
        .returning({ id: jobs.id })
      return rows.length > 0
    },

    /** `payload`, when given, replaces what the job was queued with (see WorkOptions.keptPayload). */
    async complete(id: string, lockedBy: string, payload?: unknown): Promise<void> {
      await db
        .update(jobs)
        .set({
          status: 'DONE',
          finishedAt: sql`now()`,
          lockedAt: null,
          lockedBy: null,
          ...(payload === undefined ? {} : { payload }),
        })
        .where(and(eq(jobs.id, id), eq(jobs.lockedBy, lockedBy), eq(jobs.status, 'RUNNING')))
    },

    /** Puts the job back for another attempt after `retryInSeconds`, or fails it for good when that is null. */
    async fail(
      id: string,
      lockedBy: string,
      error: string,
      retryInSeconds: number | null,
      finalPayload?: unknown,
    ): Promise<void> {
      const outcome =
        retryInSeconds === null
          ? {
              status: 'FAILED' as const,
              finishedAt: sql`now()`,
              ...(finalPayload === undefined ? {} : { payload: finalPayload }),
            }
          : { status: 'QUEUED' as const, runAt: sql`now() + ${retryInSeconds} * interval '1 second'` }
      await db
        .update(jobs)
        .set({
          ...outcome,
          lastError: error,
          failedAt: sql`now()`,
          isPayloadTrimmed: retryInSeconds === null && finalPayload !== undefined,
          lockedAt: null,
          lockedBy: null,
        })
        .where(and(eq(jobs.id, id), eq(jobs.lockedBy, lockedBy), eq(jobs.status, 'RUNNING')))
    },

    /** A job whose worker died on its last attempt would otherwise stay RUNNING for ever. */
    async failAbandoned(leaseSeconds: number): Promise<number> {
      const rows = await db
        .update(jobs)
        .set({
          status: 'FAILED',
          finishedAt: sql`now()`,
          failedAt: sql`now()`,
          lastError: sql`coalesce(${jobs.lastError} || '; ', '') || 'the worker stopped during the last attempt'`,
          lockedAt: null,
          lockedBy: null,
        })
        .where(
          and(
            eq(jobs.status, 'RUNNING'),
            lt(jobs.lockedAt, secondsAgo(leaseSeconds)),
            sql`${jobs.attempts} >= ${jobs.maxAttempts}`,
          ),
        )
        .returning({ id: jobs.id })
      return rows.length
    },

    /** Finished jobs are kept a while for inspection, then removed so the table stays small. */
    async purgeFinished(doneSeconds: number, failedSeconds: number): Promise<void> {
      await db
        .delete(jobs)
        .where(
          or(
            and(eq(jobs.status, 'DONE'), lt(jobs.finishedAt, secondsAgo(doneSeconds))),
            and(eq(jobs.status, 'FAILED'), lt(jobs.finishedAt, secondsAgo(failedSeconds))),
          ),
        )
    },

    /** Unfinished and failed jobs per queue and status, with the age of the oldest due one. */
    async depths(): Promise<{ queue: string; status: string; count: number; oldestSeconds: number }[]> {
      return db
        .select({
          queue: jobs.queue,
          status: jobs.status,
          count: sql<number>`count(*)::int`,
          oldestSeconds: sql<number>`greatest(0, extract(epoch from now() - min(${jobs.runAt})))::float8`,
        })
        .from(jobs)
        .where(inArray(jobs.status, ['QUEUED', 'RUNNING', 'FAILED']))
        .groupBy(jobs.queue, jobs.status)
    },
  }
}

/**
 * A job a worker may take now: queued and due, or running on a lease that ran out (its worker stopped)
 * with attempts left.
 */
const isClaimable = (leaseSeconds: number) =>
  or(
    and(eq(jobs.status, 'QUEUED'), lte(jobs.runAt, sql`now()`)),
    and(
      eq(jobs.status, 'RUNNING'),
      lt(jobs.lockedAt, secondsAgo(leaseSeconds)),
      lt(jobs.attempts, jobs.maxAttempts),
    ),
  )

/** The claim itself, on the pool or inside the throttled claim's transaction. */
async function claimDue(
  executor: Executor,
  queue: string,
  limit: number,
  leaseSeconds: number,
  lockedBy: string,
): Promise<JobRow[]> {
  const due = executor
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.queue, queue), isClaimable(leaseSeconds)))
    .orderBy(asc(jobs.runAt))
    .limit(limit)
    .for('update', { skipLocked: true })
  return executor
    .update(jobs)
    .set({
      status: 'RUNNING',
      attempts: sql`${jobs.attempts} + 1`,
      lockedAt: sql`now()`,
      lockedBy,
    })
    .where(inArray(jobs.id, due))
    .returning()
}

export type JobsRepository = ReturnType<typeof createJobsRepository>
