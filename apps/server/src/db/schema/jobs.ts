import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { createdAt, inList } from './foundation'

export const jobStatuses = ['QUEUED', 'RUNNING', 'DONE', 'FAILED'] as const
export type JobStatus = (typeof jobStatuses)[number]

/**
 * The durable job queue (mail, deliveries, file-to-API, month close). Any instance takes a due job
 * with FOR UPDATE SKIP LOCKED; `locked_by` names the run that holds it so a run whose lease expired
 * cannot finish a job another instance has taken since.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    queue: text('queue').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: jobStatuses }).notNull().default('QUEUED'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lockedBy: uuid('locked_by'),
    lastError: text('last_error'),
    /** The request that enqueued the job, so its log lines and the request's share one id. */
    requestId: text('request_id'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    // Only unfinished jobs are ever looked up by the workers.
    index('jobs_due_index')
      .on(table.queue, table.runAt)
      .where(sql`${table.status} in ('QUEUED', 'RUNNING')`),
    index('jobs_finished_index')
      .on(table.finishedAt)
      .where(sql`${table.finishedAt} is not null`),
    check('jobs_status_check', sql`${table.status} in (${inList(jobStatuses)})`),
    check('jobs_max_attempts_check', sql`${table.maxAttempts} >= 1`),
  ],
)

export type JobRow = typeof jobs.$inferSelect
