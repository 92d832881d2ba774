import { appendFileSync } from 'node:fs'

/**
 * One figure of a benchmark run, as the run's history and the performance gate read it. A ratio is
 * taken against a baseline measured in the same run on the same machine (a bare proxy, a trivial call,
 * `node -e`), so a busier or slower machine moves both sides alike; bytes are absolute and do not
 * depend on the machine. `better` says which way is an improvement.
 */
export interface Figure {
  name: string
  value: number
  unit: 'ratio' | 'bytes' | 'MB' | 'req/s'
  better: 'higher' | 'lower'
  /** What the ratio divides by what, for the table. */
  note?: string
  /** Shown beside the others but never failing the gate: too noisy on a shared machine to judge. */
  isShownOnly?: boolean
}

/**
 * Appends the figure to the file `npm run bench` and `npm run bench:gate` name in BENCH_FIGURES_FILE
 * (one JSON object a line); a benchmark run on its own only prints its tables.
 */
export function recordFigure(figure: Figure) {
  const file = process.env.BENCH_FIGURES_FILE
  if (file) appendFileSync(file, `${JSON.stringify(figure)}\n`)
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  if (sorted.length === 0) return 0
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** The nearest-rank percentile (`share` of 1) of values already sorted ascending; 0 for none. */
export const percentileOfSorted = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))] ?? 0

export const percentileOf = (values: number[], share: number) =>
  percentileOfSorted(
    [...values].sort((a, b) => a - b),
    share,
  )
