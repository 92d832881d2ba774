import { z } from 'zod'

/** A job the operator sees: waiting for another attempt after a failure, or failed for good. */
export const operatorJobStatuses = ['RETRYING', 'DEAD'] as const
export type OperatorJobStatus = (typeof operatorJobStatuses)[number]

export const operatorJobStatusLabels: Record<OperatorJobStatus, string> = {
  RETRYING: 'Waiting to retry',
  DEAD: 'Failed for good',
}

/** One queue at a glance (docs/decisions/0053-job-queue.md). */
export const operatorQueueSummary = z.object({
  queue: z.string(),
  /** Queued jobs, due or not. */
  queued: z.number().int().nonnegative(),
  running: z.number().int().nonnegative(),
  /** How long the oldest due queued job has waited; 0 when none waits. */
  oldest_waiting_seconds: z.number().nonnegative(),
  /** Jobs whose latest attempt failed in the last 24 hours, whether they are retried or failed for good. */
  failed_last_day: z.number().int().nonnegative(),
  /** Jobs failed for good: they run again only when an operator retries them. */
  dead: z.number().int().nonnegative(),
  /** The next time the queue's schedule queues a job, when it has one. */
  next_scheduled_at: z.string().nullable(),
  cron: z.string().nullable(),
})
export type OperatorQueueSummary = z.infer<typeof operatorQueueSummary>

export const operatorFailedJob = z.object({
  id: z.string(),
  queue: z.string(),
  status: z.enum(operatorJobStatuses),
  attempts: z.number().int().nonnegative(),
  max_attempts: z.number().int().positive(),
  /** The last error, shortened, with anything that looks like a credential masked. */
  last_error: z.string().nullable(),
  created_at: z.string(),
  failed_at: z.string().nullable(),
  /** For a job waiting to retry: when it runs next. */
  run_at: z.string(),
  request_id: z.string().nullable(),
  /** False when what the job needs was removed once it failed (a mail's link): it cannot run again. */
  can_retry: z.boolean(),
})
export type OperatorFailedJob = z.infer<typeof operatorFailedJob>

export const operatorJobsOverview = z.object({
  queues: z.array(operatorQueueSummary),
  failed: z.array(operatorFailedJob),
})
export type OperatorJobsOverview = z.infer<typeof operatorJobsOverview>

export const operatorJobIdParams = z.object({ id: z.uuid() })
