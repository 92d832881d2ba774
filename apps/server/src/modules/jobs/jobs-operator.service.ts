import { operatorMessages, type OperatorFailedJob, type OperatorJobsOverview } from '@lumbung/contract'
import type { Database } from '../../db/database'
import type { JobRow } from '../../db/schema'
import type { Actor } from '../../lib/access'
import type { Audit } from '../../lib/audit'
import { AppError } from '../../lib/errors'
import { isUniqueViolation } from '../../lib/infrastructure-errors'
import { errorTextForOperator } from './job-error-text'
import { createJobSchedulesRepository } from './job-schedules.repository'
import { createJobsOverviewRepository } from './jobs-overview.repository'

function failedJobOf(row: JobRow): OperatorFailedJob {
  return {
    id: row.id,
    queue: row.queue,
    status: row.status === 'FAILED' ? 'DEAD' : 'RETRYING',
    attempts: row.attempts,
    max_attempts: row.maxAttempts,
    last_error: errorTextForOperator(row.lastError),
    created_at: row.createdAt.toISOString(),
    failed_at: row.failedAt?.toISOString() ?? null,
    run_at: row.runAt.toISOString(),
    request_id: row.requestId,
    can_retry: !row.isPayloadTrimmed,
  }
}

/**
 * The operator's queue screen: every queue's depth, wait and failures, and the failed jobs with
 * retry and discard. Jobs belong to the platform, not to a tenant; the route admits operators only.
 */
export function createJobsOperatorService({ db, audit }: { db: Database; audit: Audit }) {
  const overviewRepository = createJobsOverviewRepository(db)
  const schedulesRepository = createJobSchedulesRepository(db)

  async function existing(id: string): Promise<JobRow> {
    const row = await overviewRepository.findById(id)
    if (!row) throw new AppError('JOB_NOT_FOUND', 404, operatorMessages.jobNotFound)
    return row
  }

  return {
    async overview(_actor: Actor): Promise<OperatorJobsOverview> {
      const [summaries, schedules, failed] = await Promise.all([
        overviewRepository.summaries(),
        schedulesRepository.list(),
        overviewRepository.failed(),
      ])
      const scheduleOf = new Map(schedules.map((schedule) => [schedule.queue, schedule]))
      const queues = new Set([...summaries.map((row) => row.queue), ...scheduleOf.keys()])
      const summaryOf = new Map(summaries.map((row) => [row.queue, row]))
      return {
        queues: [...queues].sort().map((queue) => {
          const summary = summaryOf.get(queue)
          const schedule = scheduleOf.get(queue)
          return {
            queue,
            queued: summary?.queued ?? 0,
            running: summary?.running ?? 0,
            oldest_waiting_seconds: Math.round(summary?.oldestWaitingSeconds ?? 0),
            failed_last_day: summary?.failedLastDay ?? 0,
            dead: summary?.dead ?? 0,
            next_scheduled_at: schedule?.nextRunAt.toISOString() ?? null,
            cron: schedule ? `${schedule.cron} (${schedule.timeZone})` : null,
          }
        }),
        failed: failed.map(failedJobOf),
      }
    },

    async retry(actor: Actor, id: string): Promise<OperatorFailedJob> {
      const before = await existing(id)
      const notRetryable = () => new AppError('JOB_NOT_RETRYABLE', 409, operatorMessages.jobNotRetryable)
      const row = await db.transaction(async (tx) => {
        // A job taking the singleton key at the same moment trips the unique index: the same refusal.
        const requeued = await overviewRepository.requeue(id, tx).catch((error: unknown) => {
          throw isUniqueViolation(error) ? notRetryable() : error
        })
        if (!requeued) throw notRetryable()
        await audit.record(tx, {
          action: 'operator.job.retry',
          tenantId: actor.tenantId,
          actorUserId: actor.userId,
          targetType: 'job',
          targetId: id,
          detail: { queue: requeued.queue, previous_status: before.status, attempts: before.attempts },
        })
        return requeued
      })
      return failedJobOf(row)
    },

    async discard(actor: Actor, id: string): Promise<void> {
      const before = await existing(id)
      await db.transaction(async (tx) => {
        if (!(await overviewRepository.discard(id, tx))) {
          throw new AppError('JOB_NOT_DISCARDABLE', 409, operatorMessages.jobNotDiscardable)
        }
        await audit.record(tx, {
          action: 'operator.job.discard',
          tenantId: actor.tenantId,
          actorUserId: actor.userId,
          targetType: 'job',
          targetId: id,
          detail: { queue: before.queue, attempts: before.attempts },
        })
      })
    },
  }
}

export type JobsOperatorService = ReturnType<typeof createJobsOperatorService>
