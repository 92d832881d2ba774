import type { UsageBatchRow } from './usage-batch'
import {
  addHistogramsSql,
  emptyLatencyHistogram,
  latencyBandOf,
  latencyHistogramSql,
} from '../../lib/latency-histogram'

/** One rollup bucket's sums: what a batch adds to usage_hourly or usage_daily. */
export interface BucketSums {
  bucket: string
  product_id: string
  consumer_tenant_id: string
  provider_tenant_id: string
  kind: string
  outcome: string
  calls: number
  billable_calls: number
  amount: number
  bytes_in: number
  bytes_out: number
  latency_total_ms: number
  latency_max_ms: number
  latency_histogram: number[]
}

const hourMs = 3_600_000
const dayMs = 24 * hourMs
// Asia/Jakarta has kept UTC+7 without daylight saving since 1964: its hours are UTC hours, and a fixed
// offset names its days.
const jakartaOffsetMs = 7 * hourMs

/** The start of the UTC hour (also the Jakarta hour) a moment in milliseconds falls in, in milliseconds. */
export const hourOf = (at: number) => Math.floor(at / hourMs) * hourMs

/** The start of the Asia/Jakarta day a moment in milliseconds falls in, in milliseconds. */
export const jakartaDayOf = (at: number) =>
  Math.floor((at + jakartaOffsetMs) / dayMs) * dayMs - jakartaOffsetMs

/**
 * A batch's records summed per bucket × product × consumer × kind × outcome, for PGlite's COPY path
 * (on PostgreSQL the database sums them: rollupOfWritten). Records without a product, consumer or
 * provider (a call refused before its key or product was known) are in the ledger but in no rollup.
 */
export function bucketSums(rows: readonly UsageBatchRow[], bucketOf: (at: number) => number): BucketSums[] {
  const sums = new Map<string, BucketSums>()
  for (const row of rows) {
    const [, occurredAtMs, kind, consumerTenantId, providerTenantId, productId] = row
    if (!productId || !consumerTenantId || !providerTenantId) continue
    const [, , , , , , , , , , , outcome, , latencyMs, bytesIn, bytesOut, isBillable, unitPrice] = row
    const bucket = bucketOf(occurredAtMs)
    const key = `${bucket}|${productId}|${consumerTenantId}|${kind}|${outcome}`
    let entry = sums.get(key)
    if (!entry) {
      entry = {
        bucket: new Date(bucket).toISOString(),
        product_id: productId,
        consumer_tenant_id: consumerTenantId,
        provider_tenant_id: providerTenantId,
        kind,
        outcome,
        calls: 0,
        billable_calls: 0,
        amount: 0,
        bytes_in: 0,
        bytes_out: 0,
        latency_total_ms: 0,
        latency_max_ms: 0,
        latency_histogram: emptyLatencyHistogram(),
      }
      sums.set(key, entry)
    }
    entry.calls += 1
    if (isBillable) {
      entry.billable_calls += 1
      entry.amount += unitPrice ?? 0
    }
    entry.bytes_in += bytesIn
    entry.bytes_out += bytesOut
    entry.latency_total_ms += latencyMs
    entry.latency_max_ms = Math.max(entry.latency_max_ms, latencyMs)
    entry.latency_histogram[latencyBandOf(latencyMs)]! += 1
  }
  return [...sums.values()]
}

const rollupColumns = `bucket, product_id, consumer_tenant_id, provider_tenant_id, kind, outcome, calls,
  billable_calls, amount, bytes_in, bytes_out, latency_total_ms, latency_max_ms, latency_histogram`
const rollupTypes = `bucket timestamptz, product_id uuid, consumer_tenant_id uuid, provider_tenant_id uuid,
  kind text, outcome text, calls bigint, billable_calls bigint, amount bigint, bytes_in bigint, bytes_out bigint,
  latency_total_ms bigint, latency_max_ms integer, latency_histogram bigint[]`

export type RollupTable = 'usage_hourly' | 'usage_daily'

/** What adding to a bucket that exists already does: each sum grows, and the slowest call is kept. */
const addToExisting = (
  table: RollupTable,
) => `on conflict (bucket, product_id, consumer_tenant_id, kind, outcome)
    do update set provider_tenant_id = excluded.provider_tenant_id, calls = ${table}.calls + excluded.calls,
    billable_calls = ${table}.billable_calls + excluded.billable_calls,
    amount = ${table}.amount + excluded.amount, bytes_in = ${table}.bytes_in + excluded.bytes_in,
    bytes_out = ${table}.bytes_out + excluded.bytes_out,
    latency_total_ms = ${table}.latency_total_ms + excluded.latency_total_ms,
    latency_max_ms = greatest(${table}.latency_max_ms, excluded.latency_max_ms),
    latency_histogram = ${addHistogramsSql(`${table}.latency_histogram`, 'excluded.latency_histogram')}`

/**
 * The statement that adds a batch's sums to its buckets, around its one parameter (the sums as JSON):
 * the text before it and after it.
 */
export function rollupUpsert(table: RollupTable): [string, string] {
  return [
    `insert into ${table} (${rollupColumns}) select ${rollupColumns} from jsonb_to_recordset(`,
    `::jsonb) as b(${rollupTypes}) ${addToExisting(table)}`,
  ]
}

// The same buckets as hourOf and jakartaDayOf, whatever the session's time zone.
const bucketOfRecord: Record<RollupTable, string> = {
  usage_hourly: `date_bin('1 hour', occurred_at, timestamptz '2000-01-01 00:00:00+00')`,
  usage_daily: `date_bin('1 day', occurred_at, timestamptz '2000-01-01 00:00:00+07')`,
}

/**
 * A statement, for a WITH clause, that adds the records of the data-modifying step \`written\` to their
 * buckets: the database sums them, as bucketSums does, from exactly the rows the insert wrote.
 */
export function rollupOfWritten(table: RollupTable): string {
  const bucket = bucketOfRecord[table]
  return `insert into ${table} (${rollupColumns})
    select ${bucket}, product_id, consumer_tenant_id, (array_agg(provider_tenant_id))[1], kind, outcome, count(*),
      count(*) filter (where is_billable), coalesce(sum(unit_price) filter (where is_billable), 0),
      sum(bytes_in), sum(bytes_out), sum(latency_ms), max(latency_ms), ${latencyHistogramSql()}
    from written
    where product_id is not null and consumer_tenant_id is not null and provider_tenant_id is not null
    group by ${bucket}, product_id, consumer_tenant_id, kind, outcome
    ${addToExisting(table)}`
}
