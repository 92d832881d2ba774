import { eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { usageRecords, usageRollupState, type NewUsageRecordRow } from '../../db/schema'

// Taken for the length of one rollup, so instances rolling up at once do not recompute the same buckets.
const rollupLockKey = 7_318_452_010

/** The columns a rollup sums, as SQL over usage_records (alias r) or over the hourly rollup (alias h). */
const sumsOfRecords = sql.raw(`count(*), count(*) filter (where r.is_billable),
  coalesce(sum(r.unit_price) filter (where r.is_billable), 0), coalesce(sum(r.bytes_in), 0),
  coalesce(sum(r.bytes_out), 0), coalesce(sum(r.latency_ms), 0), coalesce(max(r.latency_ms), 0)`)
const sumsOfHours = sql.raw(`sum(h.calls), sum(h.billable_calls), sum(h.amount), sum(h.bytes_in),
  sum(h.bytes_out), sum(h.latency_total_ms), max(h.latency_max_ms)`)
const rollupTarget =
  sql.raw(`(bucket, product_id, consumer_tenant_id, provider_tenant_id, kind, outcome, calls,
  billable_calls, amount, bytes_in, bytes_out, latency_total_ms, latency_max_ms)`)
const rollupUpdate =
  sql.raw(`on conflict (bucket, product_id, consumer_tenant_id, kind, outcome) do update set
  provider_tenant_id = excluded.provider_tenant_id, calls = excluded.calls,
  billable_calls = excluded.billable_calls, amount = excluded.amount, bytes_in = excluded.bytes_in,
  bytes_out = excluded.bytes_out, latency_total_ms = excluded.latency_total_ms,
  latency_max_ms = excluded.latency_max_ms`)
// Buckets are cut in UTC whatever the session's time zone. Asia/Jakarta has kept UTC+7 without daylight
// saving since 1964, so its hours are UTC hours and a fixed offset names its days.
const utcHour = (column: string) =>
  sql.raw(`(date_trunc('hour', ${column} at time zone 'UTC') at time zone 'UTC')`)
const jakartaDay = (column: string) =>
  sql.raw(
    `((date_trunc('day', (${column} at time zone 'UTC') + interval '7 hours') - interval '7 hours') at time zone 'UTC')`,
  )

export function createUsageRepository(db: Database) {
  return {
    /** One multi-row insert; rows already written by an earlier try of the same batch are skipped. */
    async insertBatch(rows: NewUsageRecordRow[]): Promise<void> {
      if (rows.length === 0) return
      await db.insert(usageRecords).values(rows).onConflictDoNothing({ target: usageRecords.id })
    },

    /**
     * Recomputes every hourly and daily bucket that holds a record written since the last rollup. A bucket is
     * recomputed whole from the ledger, so running this twice, or on two instances, changes nothing.
     */
    async rollUp(): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${rollupLockKey})`)
        const [state] = await tx.select().from(usageRollupState).where(eq(usageRollupState.id, 1))
        // A batch may commit a little after records written around it (recorded_at is its transaction's
        // start), so the records of the last few minutes are looked at again; a recomputed bucket is the same.
        const since = sql`${state?.rolledUpTo ?? new Date(0)}::timestamptz - interval '5 minutes'`
        const attributed = sql`r.product_id is not null and r.consumer_tenant_id is not null
          and r.provider_tenant_id is not null`
        await tx.execute(sql`
          with touched as (
            select distinct ${utcHour('r.occurred_at')} as bucket
            from usage_records r where r.recorded_at >= ${since}
          )
          insert into usage_hourly ${rollupTarget}
          select ${utcHour('r.occurred_at')}, r.product_id, r.consumer_tenant_id, r.provider_tenant_id,
            r.kind, r.outcome, ${sumsOfRecords}
          from usage_records r
          where ${utcHour('r.occurred_at')} in (select bucket from touched) and ${attributed}
          group by 1, 2, 3, 4, 5, 6
          ${rollupUpdate}`)
        await tx.execute(sql`
          with touched as (
            select distinct ${jakartaDay('r.occurred_at')} as bucket
            from usage_records r where r.recorded_at >= ${since}
          )
          insert into usage_daily ${rollupTarget}
          select ${jakartaDay('h.bucket')}, h.product_id, h.consumer_tenant_id, h.provider_tenant_id,
            h.kind, h.outcome, ${sumsOfHours}
          from usage_hourly h
          where ${jakartaDay('h.bucket')} in (select bucket from touched)
          group by 1, 2, 3, 4, 5, 6
          ${rollupUpdate}`)
        await tx
          .insert(usageRollupState)
          .values({ id: 1, rolledUpTo: sql`now()` })
          .onConflictDoUpdate({ target: usageRollupState.id, set: { rolledUpTo: sql`now()` } })
      })
    },
  }
}

export type UsageRepository = ReturnType<typeof createUsageRepository>
