import type { Config } from '../../config'
import type { Jobs } from '../jobs'
import type { MailOutboxRepository } from './mail-outbox.repository'

export const outboxPruneQueue = 'mail-outbox-prune'
/** On the hour, queued once across instances by the queue's schedule table. */
export const outboxPruneSchedule = { cron: '0 * * * *', timeZone: 'Asia/Jakarta', maxAttempts: 3 } as const

/**
 * Deletes outbox messages older than LUMBUNG_OUTBOX_RETENTION_DAYS (docs/decisions/0042): an unused
 * reset or invitation link must not sit in the database for ever. A scheduled job on the queue, so one
 * instance does it and a failed run is retried.
 */
export function createOutboxRetention({
  jobs,
  outbox,
  config,
}: {
  jobs: Jobs
  outbox: MailOutboxRepository
  config: Pick<Config, 'outboxRetentionDays'>
}) {
  return {
    prune: () => outbox.deleteOlderThan(config.outboxRetentionDays),
    registerPrune() {
      jobs.schedule(outboxPruneQueue, outboxPruneSchedule)
      jobs.work(outboxPruneQueue, async () => {
        await outbox.deleteOlderThan(config.outboxRetentionDays)
      })
    },
  }
}

export type OutboxRetention = ReturnType<typeof createOutboxRetention>
