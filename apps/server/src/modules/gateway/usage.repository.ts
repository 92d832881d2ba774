import { sql } from 'drizzle-orm'
import type { Database } from '../../db/database'
import type { NewUsageRecordRow } from '../../db/schema'
import { bucketSums, hourOf, jakartaDayOf, rollupUpsert, usageColumns } from './usage-buckets'
import { embeddedClientOf, writeByCopy } from './usage-copy'

const storedColumns = sql.raw(usageColumns)

/** A record under its column names, as jsonb_populate_recordset reads it. */
const asStoredRow = (row: NewUsageRecordRow) => ({
  id: row.id,
  occurred_at: row.occurredAt,
  kind: row.kind,
  consumer_tenant_id: row.consumerTenantId ?? null,
  provider_tenant_id: row.providerTenantId ?? null,
  product_id: row.productId ?? null,
  transaction_request_id: row.transactionRequestId ?? null,
  api_key_id: row.apiKeyId ?? null,
  method: row.method ?? null,
  sub_path: row.subPath ?? null,
  http_status: row.httpStatus,
  outcome: row.outcome,
  error_code: row.errorCode ?? null,
  latency_ms: row.latencyMs,
  bytes_in: row.bytesIn ?? 0,
  bytes_out: row.bytesOut ?? 0,
  is_billable: row.isBillable,
  unit_price: row.unitPrice ?? null,
})

/** Adds a batch's sums (one JSON parameter) to its buckets. */
const addToBuckets = (table: 'usage_hourly' | 'usage_daily', sums: unknown[]) => {
  const [head, tail] = rollupUpsert(table)
  return sql`${sql.raw(head)}${JSON.stringify(sums)}${sql.raw(tail)}`
}

export function createUsageRepository(db: Database) {
  const embedded = embeddedClientOf(db)
  return {
    /**
     * One multi-row insert, and the batch's sums added to its hourly and daily buckets in the same
     * transaction, so the rollups are always current and agree with the ledger. Rows already written by
     * an earlier try of the same batch are skipped and not added again: a retried batch counts once.
     * The batch travels as one JSON parameter read with the table's own row type: building a 500-row
     * insert with one parameter per value cost ~75 µs of the event loop per record
     * (bench/gateway.bench.ts); JSON costs ~2 µs. The sums are made here rather than by the database,
     * which on PGlite works on the gateway's own thread; there COPY writes the records at half the cost.
     */
    async insertBatch(rows: NewUsageRecordRow[]): Promise<void> {
      if (rows.length === 0) return
      if (embedded && (await writeByCopy(embedded, rows))) return
      const batch = JSON.stringify(rows.map(asStoredRow))
      await db.transaction(async (tx) => {
        const result = await tx.execute(sql`with written as (
            insert into usage_records (${storedColumns}) select ${storedColumns}
            from jsonb_populate_recordset(null::usage_records, ${batch}::jsonb)
            on conflict (id) do nothing returning 1
          ) select count(*)::int as count from written`)
        const [{ count }] = (result as unknown as { rows: [{ count: number }] }).rows
        let written = rows
        if (count < rows.length) {
          // A retried batch: only the rows this transaction wrote (stamped with its start) are new.
          const fresh = await tx.execute(sql`select id from usage_records
            where id in ${rows.map((row) => row.id)} and recorded_at = now()`)
          const ids = new Set((fresh as unknown as { rows: { id: string }[] }).rows.map((row) => row.id))
          written = rows.filter((row) => ids.has(row.id!))
        }
        const hours = bucketSums(written, hourOf)
        if (hours.length === 0) return
        await tx.execute(addToBuckets('usage_hourly', hours))
        await tx.execute(addToBuckets('usage_daily', bucketSums(written, jakartaDayOf)))
      })
    },
  }
}

export type UsageRepository = ReturnType<typeof createUsageRepository>
