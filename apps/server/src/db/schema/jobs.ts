import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { createdAt, inList } from './foundation'

export const jobStatuses = ['QUEUED', 'RUNNING', 'DONE', 'FAILED'] as const
export type JobStatus = (typeof jobStatuses)[number]

/**
 * The durable job queue (mail, deliveries, file-to-API, month close; docs/decisions/0053). Any instance takes a due job
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
    /** While a job with this key is queued or running in its queue, enqueuing another is a no-op. */
    singletonKey: text('singleton_key'),
    /** When an attempt last failed: the operator's "failures in the last 24 hours". */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    /** A failed job whose payload was cut down to what identifies it cannot be run again. */
    isPayloadTrimmed: boolean('is_payload_trimmed').notNull().default(false),
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
    uniqueIndex('jobs_singleton_index')
      .on(table.queue, table.singletonKey)
      .where(sql`${table.singletonKey} is not null and ${table.status} in ('QUEUED', 'RUNNING')`),
    index('jobs_failed_index')
      .on(table.queue, table.failedAt)
      .where(sql`${table.failedAt} is not null`),
    check('jobs_status_check', sql`${table.status} in (${inList(jobStatuses)})`),
    check('jobs_max_attempts_check', sql`${table.maxAttempts} >= 1`),
  ],
)

export type JobRow = typeof jobs.$inferSelect

/**
 * Recurring jobs: one row per scheduled queue. Every instance looks for due rows; the one whose
 * conditional update moves `next_run_at` on is the one that queues the occurrence, in the same
 * transaction, so each occurrence is queued exactly once however many instances run.
 */
export const jobSchedules = pgTable('job_schedules', {
  queue: text('queue').primaryKey(),
  /** Five fields: minute hour day-of-month month day-of-week. */
  cron: text('cron').notNull(),
  timeZone: text('time_zone').notNull(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  createdAt: createdAt(),
})

export type JobScheduleRow = typeof jobSchedules.$inferSelect
