import type { Database } from '../../db/database'
import { assertTimeZone, nextOccurrence, parseCron, type CronExpression } from './cron-expression'
import { createJobSchedulesRepository } from './job-schedules.repository'
import type { JobsRepository } from './jobs.repository'

export interface ScheduleOptions {
  /** Five fields: minute hour day-of-month month day-of-week, e.g. '10 0 1 * *'. */
  cron: string
  /** The zone the expression is read in, e.g. 'Asia/Jakarta'. */
  timeZone: string
  /** Runs in all for each occurrence (default 5). */
  maxAttempts?: number
  /**
   * Also queued when an instance starts its poller, so what fell due while no instance ran (a server
   * first started late in a month) is done at once rather than at the next occurrence.
   */
  isRunAtStart?: boolean
}

/** What a scheduled job receives. */
export interface ScheduledPayload {
  /** The occurrence the job stands for (ISO time), however late it runs. */
  scheduledFor: string
}

interface Schedule {
  expression: CronExpression
  timeZone: string
  maxAttempts: number
  isRunAtStart: boolean
}

/**
 * Turns cron schedules into jobs. Each instance declares its schedules; the rows in job_schedules are
 * shared, and the conditional update in `advance` lets exactly one instance queue each occurrence. An
 * instance that was down for several occurrences queues only the latest: a recurring job catches up
 * on its own (the month close closes what is open), it need not run once per missed time.
 */
export function createScheduler({ db, repository }: { db: Database; repository: JobsRepository }) {
  const schedulesRepository = createJobSchedulesRepository(db)
  const schedules = new Map<string, Schedule>()
  let isRecorded = false

  async function record() {
    if (isRecorded || schedules.size === 0) return
    const now = new Date()
    await schedulesRepository.upsert(
      [...schedules].map(([queue, schedule]) => ({
        queue,
        cron: schedule.expression.text,
        timeZone: schedule.timeZone,
        nextRunAt: nextOccurrence(schedule.expression, now, schedule.timeZone),
      })),
    )
    isRecorded = true
  }

  return {
    add(queue: string, options: ScheduleOptions) {
      if (schedules.has(queue)) throw new Error(`The job queue "${queue}" already has a schedule`)
      assertTimeZone(options.timeZone)
      const maxAttempts = options.maxAttempts ?? 5
      if (!Number.isInteger(maxAttempts) || maxAttempts < 1) {
        throw new RangeError('maxAttempts must be a whole number of at least 1')
      }
      schedules.set(queue, {
        expression: parseCron(options.cron),
        timeZone: options.timeZone,
        maxAttempts,
        isRunAtStart: options.isRunAtStart ?? false,
      })
      isRecorded = false
    },

    /**
     * Queues a run of each schedule that asks for one at start; while one waits or runs (another
     * instance started at the same time), no second is queued.
     */
    async queueStartRuns(): Promise<number> {
      let queued = 0
      for (const [queue, schedule] of schedules) {
        if (!schedule.isRunAtStart) continue
        const payload: ScheduledPayload = { scheduledFor: new Date().toISOString() }
        const id = await repository.insert({
          queue,
          payload,
          maxAttempts: schedule.maxAttempts,
          singletonKey: 'start',
        })
        if (id !== null) queued += 1
      }
      return queued
    },

    /** Queues every due occurrence this instance wins; answers how many it queued. */
    async runDue(): Promise<number> {
      await record()
      let queued = 0
      for (const row of await schedulesRepository.findDue([...schedules.keys()])) {
        const schedule = schedules.get(row.queue)!
        const next = nextOccurrence(schedule.expression, new Date(), schedule.timeZone)
        const isQueued = await db.transaction(async (tx) => {
          const occurrence = await schedulesRepository.advance(row.queue, next, tx)
          if (!occurrence) return false
          const scheduledFor = occurrence.toISOString()
          const payload: ScheduledPayload = { scheduledFor }
          const id = await repository.insert(
            {
              queue: row.queue,
              payload,
              maxAttempts: schedule.maxAttempts,
              // One job per queue and occurrence, even beside a job queued by hand for the same time.
              singletonKey: `schedule:${scheduledFor}`,
            },
            tx,
          )
          return id !== null
        })
        if (isQueued) queued += 1
      }
      return queued
    },
  }
}
