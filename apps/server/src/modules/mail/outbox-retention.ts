import type { Config } from '../../config'
import type { Database } from '../../db/database'
import type { Jobs } from '../jobs'
import type { MailOutboxRepository } from './mail-outbox.repository'

export const outboxPruneQueue = 'mail-outbox-prune'
const pruneIntervalMs = 60 * 60 * 1000

/**
 * Deletes outbox messages older than LUMBUNG_OUTBOX_RETENTION_DAYS (docs/decisions/0042): an unused
 * reset or invitation link must not sit in the database for ever. A periodic job on the queue, so one
 * instance does it and a failed run is retried.
 */
export function createOutboxRetention({
  db,
  jobs,
  outbox,
  config,
  now = () => new Date(),
}: {
  db: Database
  jobs: Jobs
  outbox: MailOutboxRepository
  config: Pick<Config, 'outboxRetentionDays'>
  now?: () => Date
}) {
  async function schedulePrune(delayMs: number): Promise<void> {
    await db.transaction(async (tx) => {
      if (await outbox.isPruneQueued(outboxPruneQueue, tx)) return
      await jobs.enqueue(
        outboxPruneQueue,
        {},
        { executor: tx, runAt: new Date(now().getTime() + delayMs), maxAttempts: 3 },
      )
    })
  }

  return {
    schedulePrune,
    prune: () => outbox.deleteOlderThan(config.outboxRetentionDays),
    /** Each run queues the next one first, so a failing run never breaks the chain. */
    registerPrune() {
      jobs.work(outboxPruneQueue, async () => {
        await schedulePrune(pruneIntervalMs)
        await outbox.deleteOlderThan(config.outboxRetentionDays)
      })
    },
  }
}

export type OutboxRetention = ReturnType<typeof createOutboxRetention>
