import { measuredQualityDays, measuredQualityMinCalls, type MeasuredQuality } from '@lumbung/contract'
import { latencyPercentile } from '../../../lib/latency-histogram'
import type { MarketplaceQualityRepository, QualityRow } from './marketplace-quality.repository'

const dayMs = 24 * 60 * 60 * 1000
const jakartaOffsetMs = 7 * 60 * 60 * 1000

/** The first daily bucket of the last 30 Asia/Jakarta days, today included. */
export function qualitySince(at: Date): Date {
  const today = Math.floor((at.getTime() + jakartaOffsetMs) / dayMs) * dayMs - jakartaOffsetMs
  return new Date(today - (measuredQualityDays - 1) * dayMs)
}

/** The figures a card and the product page show (docs/decisions/0069-trial-and-measured-quality.md). */
export function measuredQualityOf(row: QualityRow): MeasuredQuality {
  const target = row.targetBasisPoints === null ? null : row.targetBasisPoints / 100
  const succeeded = row.calls - row.failed
  return {
    calls_30d: row.calls,
    // Rounded down, as the SLA credits show availability: never better than measured.
    success_rate: row.calls === 0 ? null : Math.floor((succeeded * 10_000) / row.calls) / 100,
    latency_p50_ms: latencyPercentile(row.histogram, 0.5, row.slowestMs),
    latency_p95_ms: latencyPercentile(row.histogram, 0.95, row.slowestMs),
    availability_target: target,
    meets_target:
      row.targetBasisPoints === null || row.calls === 0
        ? null
        : succeeded * 10_000 >= row.targetBasisPoints * row.calls,
    is_new: row.calls < measuredQualityMinCalls,
  }
}

/** The measured quality of a page of products in one read: API products only, by product id. */
export async function measuredQualityByProduct(
  quality: MarketplaceQualityRepository,
  products: readonly { id: string; dataType: string | null }[],
  at: Date,
): Promise<Map<string, MeasuredQuality>> {
  const ids = products.filter((product) => product.dataType === 'API').map((product) => product.id)
  const rows = await quality.ofProducts(ids, qualitySince(at))
  return new Map(rows.map((row) => [row.productId, measuredQualityOf(row)]))
}
