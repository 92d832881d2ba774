/**
 * The latency bands the rollups count calls in (docs/decisions/0069-trial-and-measured-quality.md): the
 * upper edge of each band in milliseconds, inclusive; one more, open band holds every slower call. A
 * percentile read from the bands is the upper edge of the band it falls in, so it is never flattering
 * by more than one band. Changing the edges would mix bands of different meaning in old buckets: add a
 * new column instead.
 */
export const latencyBandEdgesMs = [
  10, 25, 50, 75, 100, 150, 200, 300, 400, 500, 750, 1000, 1500, 2000, 3000, 5000, 10_000, 20_000, 30_000,
] as const

/** Bands in a histogram: one per edge and the open band. */
export const latencyBandCount = latencyBandEdgesMs.length + 1

/** The index of the band a call's latency falls in. */
export function latencyBandOf(latencyMs: number): number {
  const index = latencyBandEdgesMs.findIndex((edge) => latencyMs <= edge)
  return index === -1 ? latencyBandEdgesMs.length : index
}

/** An empty histogram. */
export const emptyLatencyHistogram = () => new Array<number>(latencyBandCount).fill(0)

/** SQL (for the database's own rollup of a written batch): the histogram of `latency_ms` over a group. */
export function latencyHistogramSql(column = 'latency_ms'): string {
  const bands = latencyBandEdgesMs.map((edge, index) => {
    const lower = index === 0 ? '' : `${column} > ${latencyBandEdgesMs[index - 1]} and `
    return `count(*) filter (where ${lower}${column} <= ${edge})`
  })
  bands.push(`count(*) filter (where ${column} > ${latencyBandEdgesMs[latencyBandEdgesMs.length - 1]})`)
  return `array[${bands.join(', ')}]::bigint[]`
}

/** SQL: two histograms added band by band (an empty one, from a bucket written before, adds nothing). */
export const addHistogramsSql = (left: string, right: string) =>
  `array(select coalesce(l, 0) + coalesce(r, 0) from unnest(${left}, ${right}) as h(l, r))`

/**
 * The latency at a percentile (0 < p ≤ 1) of the calls a histogram counts: the upper edge of the band
 * the p-th call falls in, or `slowestMs` when it falls in the open band. Null when it counts no call.
 */
export function latencyPercentile(histogram: readonly number[], p: number, slowestMs: number): number | null {
  const total = histogram.reduce((sum, count) => sum + count, 0)
  if (total === 0) return null
  const rank = Math.ceil(p * total)
  let seen = 0
  for (let band = 0; band < histogram.length; band += 1) {
    seen += histogram[band] ?? 0
    if (seen >= rank) return latencyBandEdgesMs[band] ?? slowestMs
  }
  return slowestMs
}
