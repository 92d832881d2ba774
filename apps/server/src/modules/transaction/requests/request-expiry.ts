import type { Database, Executor } from '../../../db/database'
import type { Jobs } from '../../jobs'
import type { RequestNotices } from './request-notices'
import { isSweepQueued, type RequestSide, type RequestsRepository } from './requests.repository'

export const expirySweepQueue = 'transaction-request-expiry'
/** Reads expire what is due on their own (see expireDue), so the sweep can be unhurried. */
export const expirySweepIntervalMs = 15 * 60 * 1000
/** After a start, so the first sweep never competes with start-up work. */
export const firstSweepDelayMs = 60 * 1000

export interface RequestExpiryDependencies {
  db: Database
  requests: RequestsRepository
  notices: RequestNotices
  jobs: Jobs
  now?: () => Date
}

export type RequestExpiry = ReturnType<typeof createRequestExpiry>

/**
 * APPROVED subscriptions become EXPIRED once their period ends (docs/product.md#transaction-request). Two
 * paths lead there: every read of a company's requests first expires that company's due ones in the same
 * transaction, so no screen ever shows a passed period as approved; and a recurring job on the queue sweeps
 * all companies, for the callers that read the table directly. The conditional UPDATE makes either path
 * announce each expiry exactly once.
 */
export function createRequestExpiry({
  db,
  requests,
  notices,
  jobs,
  now = () => new Date(),
}: RequestExpiryDependencies) {
  async function expireDue(scope: { side: RequestSide; tenantId: string } | null, executor: Executor) {
    const expired = await requests.expireDue(now(), scope, executor)
    for (const row of expired) await notices.announce('expired', row, null, executor)
    return expired.length
  }

  /** Queues the next sweep unless one is queued already. */
  async function scheduleSweep(delayMs: number): Promise<void> {
    await db.transaction(async (tx) => {
      if (await isSweepQueued(expirySweepQueue, tx)) return
      await jobs.enqueue(
        expirySweepQueue,
        {},
        { executor: tx, runAt: new Date(now().getTime() + delayMs), maxAttempts: 3 },
      )
    })
  }

  return {
    expireDue,
    scheduleSweep,
    /**
     * Registers the sweep's handler. Each run queues the next one first, so a failing run (retried by
     * the queue) never breaks the chain, then expires what is due.
     */
    registerSweep() {
      jobs.work(expirySweepQueue, async () => {
        await scheduleSweep(expirySweepIntervalMs)
        await db.transaction((tx) => expireDue(null, tx))
      })
    },
  }
}
