import { sql } from 'drizzle-orm'
import type { Database } from '../../../db/database'

/** One API product's last 30 days from the daily rollups, before it is worked into figures. */
export interface QualityRow {
  productId: string
  targetBasisPoints: number | null
  calls: number
  failed: number
  slowestMs: number
  histogram: number[]
}

const numbers = (value: unknown): number[] =>
  Array.isArray(value) ? value.map((entry) => Number(entry)) : []

/**
 * Reads the measured quality of a page of API products in one query (never one per card), from the
 * daily rollups: the gateway's refusals are left out; failed calls are upstream errors and time-outs,
 * as the SLA credits count them; the latency bands are added up per product.
 */
export function createMarketplaceQualityRepository(db: Database) {
  return {
    async ofProducts(productIds: readonly string[], since: Date): Promise<QualityRow[]> {
      if (productIds.length === 0) return []
      const ids = sql.join(
        productIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )
      const result = await db.execute(sql`with recent as (
          select d.product_id, d.outcome, d.calls, d.latency_max_ms, d.latency_histogram from usage_daily d
          where d.product_id in (${ids}) and d.bucket >= ${since.toISOString()}::timestamptz
            and d.kind = 'API_CALL' and d.outcome <> 'REJECTED'
        ),
        totals as (
          select product_id, sum(calls)::bigint as calls, max(latency_max_ms) as slowest,
            coalesce(sum(calls) filter (where outcome in ('UPSTREAM_ERROR', 'TIMEOUT')), 0)::bigint as failed
          from recent group by product_id
        ),
        bands as (
          select r.product_id, h.band, sum(h.count)::bigint as count
          from recent r cross join lateral unnest(r.latency_histogram) with ordinality as h(count, band)
          group by r.product_id, h.band
        )
        select p.id, p.availability_target_basis_points as target, coalesce(t.calls, 0) as calls,
          coalesce(t.failed, 0) as failed, coalesce(t.slowest, 0) as slowest,
          (select array_agg(b.count order by b.band) from bands b where b.product_id = p.id) as histogram
        from products p left join totals t on t.product_id = p.id
        where p.id in (${ids}) and p.data_type = 'API'`)
      const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows
      return rows.map((row) => ({
        productId: String(row.id),
        targetBasisPoints: row.target === null || row.target === undefined ? null : Number(row.target),
        calls: Number(row.calls),
        failed: Number(row.failed),
        slowestMs: Number(row.slowest),
        histogram: numbers(row.histogram),
      }))
    },
  }
}

export type MarketplaceQualityRepository = ReturnType<typeof createMarketplaceQualityRepository>

/**
 * The same reads, each product's row kept for `ttlMs`: the figures cover 30 days of daily rollups, so a
 * minute's age changes nothing a buyer could see, and searches that page through the catalogue ask for
 * the same products again and again. `ttlMs: 0` reads afresh every time.
 */
export function cachedQualityRepository(
  repository: MarketplaceQualityRepository,
  ttlMs: number,
  maxEntries = 5_000,
): MarketplaceQualityRepository {
  if (ttlMs <= 0) return repository
  const kept = new Map<string, { row: QualityRow | null; since: number; expiresAt: number }>()
  return {
    async ofProducts(productIds, since) {
      const now = Date.now()
      const rows: QualityRow[] = []
      const missing: string[] = []
      for (const id of productIds) {
        const entry = kept.get(id)
        if (entry && entry.expiresAt > now && entry.since === since.getTime()) {
          if (entry.row) rows.push(entry.row)
        } else missing.push(id)
      }
      if (missing.length === 0) return rows
      const read = await repository.ofProducts(missing, since)
      const byId = new Map(read.map((row) => [row.productId, row]))
      if (kept.size + missing.length > maxEntries) kept.clear()
      for (const id of missing) {
        kept.set(id, { row: byId.get(id) ?? null, since: since.getTime(), expiresAt: now + ttlMs })
      }
      return [...rows, ...read]
    },
  }
}
