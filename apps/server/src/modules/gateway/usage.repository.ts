import { sql } from 'drizzle-orm'
import type { Database } from '../../db/database'
import type { NewUsageRecordRow } from '../../db/schema'
import { asBatchRow, batchColumnList, batchColumns } from './usage-batch'
import { rollupOfWritten } from './usage-buckets'
import { embeddedClientOf } from './usage-copy'

const batchValues = batchColumns
  .map(([, type], index) =>
    type === 'milliseconds'
      ? `timestamptz 'epoch' + (record->>${index})::bigint * interval '1 millisecond'`
      : `(record->>${index})::${type}`,
  )
  .join(', ')

/** The statement of insertBatch, around its one parameter. */
const writeAndRollUp = [
  sql.raw(`with written as (insert into usage_records (${batchColumnList})
    select ${batchValues} from jsonb_array_elements(`),
  sql.raw(`::jsonb) as record on conflict (id) do nothing returning *),
    hourly as (${rollupOfWritten('usage_hourly')}),
    daily as (${rollupOfWritten('usage_daily')})
    select 1`),
] as const

export function createUsageRepository(db: Database) {
  const embedded = embeddedClientOf(db)
  return {
    /**
     * One statement writes the batch and adds exactly the rows it wrote to their hourly and daily buckets.
     * A statement is atomic, so the rollups always agree with the ledger, and a batch tried again after
     * an unclear failure skips the rows already there and does not count them twice. (It replaced a
     * transaction of five statements with the sums made here, each a round trip through the gateway's
     * thread.) The batch travels as one JSON parameter (usage-batch.ts): building a 500-row insert with one
     * parameter per value cost ~75 µs of the event loop per record (bench/gateway.bench.ts). On PGlite,
     * COPY writes the records at half the cost, and the database's own thread makes its text and sums
     * from the records it is handed (usage-copy.ts).
     */
    async insertBatch(rows: NewUsageRecordRow[]): Promise<void> {
      if (rows.length === 0) return
      const batch = rows.map(asBatchRow)
      if (embedded && (await embedded.runTask<boolean>('usage-batch', batch))) return
      await db.execute(sql`${writeAndRollUp[0]}${JSON.stringify(batch)}${writeAndRollUp[1]}`)
    },
  }
}

export type UsageRepository = ReturnType<typeof createUsageRepository>
