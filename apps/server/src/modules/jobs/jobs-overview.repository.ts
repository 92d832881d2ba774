import { and, desc, eq, or, sql } from 'drizzle-orm'
import type { Database, Executor } from '../../db/database'
import { jobs, type JobRow } from '../../db/schema'

export interface QueueSummaryRow {
  queue: string
  queued: number
  running: number
  oldestWaitingSeconds: number
  failedLastDay: number
  dead: number
}

const failedListLimit = 200

/** What the operator's queue screen reads and changes. */
export function createJobsOverviewRepository(db: Database) {
  return {
    async summaries(): Promise<QueueSummaryRow[]> {
      const rows = await db
        .select({
          queue: jobs.queue,
          queued: sql<number>`count(*) filter (where ${jobs.status} = 'QUEUED')::int`,
          running: sql<number>`count(*) filter (where ${jobs.status} = 'RUNNING')::int`,
          oldestWaitingSeconds: sql<number>`coalesce(extract(epoch from now() - min(${jobs.runAt}) filter (where ${jobs.status} = 'QUEUED' and ${jobs.runAt} <= now())), 0)::float8`,
          failedLastDay: sql<number>`count(*) filter (where ${jobs.failedAt} > now() - interval '24 hours')::int`,
          dead: sql<number>`count(*) filter (where ${jobs.status} = 'FAILED')::int`,
        })
        .from(jobs)
        .groupBy(jobs.queue)
        .orderBy(jobs.queue)
      return rows.map((row) => ({ ...row, oldestWaitingSeconds: Number(row.oldestWaitingSeconds) }))
    },

    /** Dead letters, and jobs waiting for another attempt after a failure; the latest first. */
    async failed(): Promise<JobRow[]> {
      return db
        .select()
        .from(jobs)
        .where(
          or(eq(jobs.status, 'FAILED'), and(eq(jobs.status, 'QUEUED'), sql`${jobs.lastError} is not null`)),
        )
        .orderBy(sql`${jobs.failedAt} desc nulls last`, desc(jobs.createdAt))
        .limit(failedListLimit)
    },

    async findById(id: string): Promise<JobRow | undefined> {
      const [row] = await db.select().from(jobs).where(eq(jobs.id, id))
      return row
    },

    /**
     * Queues a dead letter again with fresh attempts, or runs a job waiting for its retry now. A
     * singleton whose key another job holds stays as it is (the caller sees no row).
     */
    async requeue(id: string, executor: Executor = db): Promise<JobRow | undefined> {
      const [row] = await executor
        .update(jobs)
        .set({
          status: 'QUEUED',
          attempts: sql`case when ${jobs.status} = 'FAILED' then 0 else ${jobs.attempts} end`,
          runAt: sql`now()`,
          finishedAt: null,
        })
        .where(
          and(
            eq(jobs.id, id),
            or(eq(jobs.status, 'FAILED'), and(eq(jobs.status, 'QUEUED'), sql`${jobs.lastError} is not null`)),
            eq(jobs.isPayloadTrimmed, false),
            sql`("jobs"."singleton_key" is null or "jobs"."status" = 'QUEUED' or not exists (
              select 1 from "jobs" as "holder"
              where "holder"."queue" = "jobs"."queue" and "holder"."singleton_key" = "jobs"."singleton_key"
                and "holder"."status" in ('QUEUED', 'RUNNING')))`,
          ),
        )
        .returning()
      return row
    },

    /** Removes a dead letter for good. */
    async discard(id: string, executor: Executor = db): Promise<boolean> {
      const rows = await executor
        .delete(jobs)
        .where(and(eq(jobs.id, id), eq(jobs.status, 'FAILED')))
        .returning({ id: jobs.id })
      return rows.length === 1
    },
  }
}

export type JobsOverviewRepository = ReturnType<typeof createJobsOverviewRepository>
