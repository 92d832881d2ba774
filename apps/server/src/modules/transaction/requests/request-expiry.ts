import type { Database, Executor } from '../../../db/database'
import type { Jobs } from '../../jobs'
import type { RequestNotices } from './request-notices'
import type { RequestsRepository } from './requests.repository'

export const expirySweepQueue = 'transaction-request-expiry'
/** Every quarter hour: reads judge expiry on their own (see request-status.ts), so it can be unhurried. */
export const expirySweepSchedule = { cron: '*/15 * * * *', timeZone: 'Asia/Jakarta', maxAttempts: 3 } as const

export interface RequestExpiryDependencies {
  db: Database
  requests: RequestsRepository
  notices: RequestNotices
  jobs: Jobs
  now?: () => Date
}

export type RequestExpiry = ReturnType<typeof createRequestExpiry>

/**
 * APPROVED subscriptions become EXPIRED once their period ends. Reads already show them expired (see
 * request-status.ts); this recurring job on the queue records the change and tells the consumer, and
 * its conditional UPDATE makes each expiry announced exactly once, however many sweeps overlap.
 */
export function createRequestExpiry({
  db,
  requests,
  notices,
  jobs,
  now = () => new Date(),
}: RequestExpiryDependencies) {
  async function expireDue(executor: Executor) {
    const expired = await requests.expireDue(now(), executor)
    for (const row of expired) await notices.announce('expired', row, null, executor)
    return expired.length
  }

  return {
    expireDue,
    /** The sweep runs on the queue's schedule, queued once per quarter hour across instances. */
    registerSweep() {
      jobs.schedule(expirySweepQueue, expirySweepSchedule)
      jobs.work(expirySweepQueue, async () => {
        await db.transaction((tx) => expireDue(tx))
      })
    },
  }
}
