import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../../db/database'
import type { NewUsageRecordRow } from '../../db/schema'
import { timeOrderedUuid } from '../../lib/random-uuid'
import type { UsageLedger } from './usage-ledger.types'
import { createUsageRepository } from './usage.repository'

export interface UsageLedgerOptions {
  db: Database
  logger: FastifyBaseLogger
  /** A batch is written once this many records wait, or at the next tick. */
  batchSize?: number
  flushIntervalMs?: number
}

// Beyond this many waiting records (a database outage), the oldest are still kept; only the warning repeats.
const backlogWarning = 100_000

/**
 * The usage ledger's writer (docs/decisions/0030-usage-ledger.md). Calls are recorded in memory and
 * written in multi-row inserts by a timer, with their hourly and daily rollups, so a gateway call never
 * waits on the ledger; a failed batch is tried again with the same ids, so it is written once.
 */
export function createUsageLedger({
  db,
  logger,
  batchSize = 500,
  flushIntervalMs = 200,
}: UsageLedgerOptions): UsageLedger {
  const repository = createUsageRepository(db)
  const log = logger.child({ component: 'usage-ledger' })
  let waiting: NewUsageRecordRow[] = []
  let writing: Promise<void> = Promise.resolve()
  let flushTimer: NodeJS.Timeout | undefined

  /**
   * Writes the records waiting when it starts, not those that arrive while it writes: under load, chasing
   * them turned each tick's batch into a string of one- and two-record transactions, each paying a whole
   * transaction's cost (PostgreSQL: ~40 a second instead of 5). Later records go with the next tick.
   */
  async function writeWaiting(): Promise<void> {
    let remaining = waiting.length
    while (remaining > 0) {
      const batch = waiting.slice(0, Math.min(batchSize, remaining))
      try {
        await repository.insertBatch(batch)
      } catch (error) {
        if (waiting.length > backlogWarning)
          log.error({ waiting: waiting.length }, 'usage records are piling up')
        throw error
      }
      waiting = waiting.slice(batch.length)
      remaining -= batch.length
    }
  }

  function flush(): Promise<void> {
    // One writer at a time, in order; a failed write leaves the records waiting for the next one.
    writing = writing.catch(() => undefined).then(writeWaiting)
    return writing
  }

  /** Writes until nothing waits, including what the last calls record while it writes (shutting down). */
  async function flushAll(): Promise<void> {
    do await flush()
    while (waiting.length > 0)
  }

  function scheduleFlush() {
    if (flushTimer) return
    flushTimer = setTimeout(() => {
      flushTimer = undefined
      flush().catch((error: unknown) => {
        log.warn({ err: error, waiting: waiting.length }, 'could not write usage records; trying again')
        scheduleFlush()
      })
    }, flushIntervalMs)
    flushTimer.unref()
  }

  return {
    record(entry) {
      waiting.push(
        entry.id === undefined ? { ...entry, id: timeOrderedUuid() } : (entry as NewUsageRecordRow),
      )
      // A full batch goes at once. Only the record that fills it asks: each record past it would queue
      // another write, and the timer takes what arrives while the batch is written.
      if (waiting.length === batchSize) void flush().catch(() => scheduleFlush())
      else scheduleFlush()
    },
    flush,
    async close() {
      if (flushTimer) clearTimeout(flushTimer)
      flushTimer = undefined
      await flushAll()
    },
  }
}
