// Accuracy of secret-share queries under their noise (docs/decisions/0064-differential-privacy.md): for
// lists of 100, 1,000 and 10,000 matching identifiers at the default per-query cost, the median and 95th
// percentile relative error of COUNT and SUM, drawn from the real mechanism (noisy-release.ts, with the
// exact discrete Gaussian sampler) on synthetic groups shaped like the demo's card spending. No server
// or database: the mechanism only sees the combined group. BENCH_PRIVACY_RUNS sets the draws per cell.
// Goals (the issue's): at 1,000 identifiers, p95 ≤ 1 % for COUNT and ≤ 5 % for SUM.
import { randomInt } from 'node:crypto'
import { privacyBudget, type MeasureBounds, type SecretShareAggregate } from '@lumbung/contract'
import { noisyRelease } from '../src/modules/transaction/secret-share-queries'
import { median, percentileOf } from './figures'
import { printGoals, printTable } from './gateway/report'

const runs = Number(process.env.BENCH_PRIVACY_RUNS ?? 2000)
const sizes = [100, 1_000, 10_000]
const cost = privacyBudget.defaultQueryMicroRho

interface Measure {
  label: string
  bounds: MeasureBounds
  /** One person's value, as the demo's data has them (before clipping). */
  value: () => number
}

const measures: Measure[] = [
  {
    label: 'SUM monthly_spend_idr (bounds 0 – 25,000,000)',
    bounds: { lower_bound: '0', upper_bound: '25000000', scale: 0 },
    value: () => Math.round((1_500_000 + randomInt(18_000_001)) / 1000) * 1000,
  },
  {
    label: 'SUM transactions (bounds 0 – 100)',
    bounds: { lower_bound: '0', upper_bound: '100', scale: 0 },
    value: () => 3 + randomInt(60),
  },
]

/** Relative errors of `runs` releases of one group of `size` people. */
function relativeErrors(aggregate: SecretShareAggregate, size: number, measure: Measure | null): number[] {
  const errors: number[] = []
  for (let run = 0; run < runs; run += 1) {
    let sum = 0n
    if (measure) for (let person = 0; person < size; person += 1) sum += BigInt(measure.value())
    const truth = aggregate === 'COUNT' ? size : Number(sum)
    const [row] = noisyRelease([{ group: null, identifierCount: size, sum }], {
      aggregate,
      costMicroRho: cost,
      measure: measure?.bounds ?? null,
      isGrouped: false,
      minGroupSize: 10,
    })
    // A suppressed line (never at these sizes) counts as a complete miss.
    errors.push(row?.value == null ? 1 : Math.abs(Number(row.value) - truth) / truth)
  }
  return errors
}

const percentText = (share: number) => `${(share * 100).toFixed(2)} %`
const table: string[][] = [['Query', 'Identifiers', 'Median error', 'p95 error']]
const atThousand = new Map<string, number>()
for (const [label, aggregate, measure] of [
  ['COUNT', 'COUNT', null],
  ...measures.map((entry) => [entry.label, 'SUM', entry] as const),
] as const) {
  for (const size of sizes) {
    const errors = relativeErrors(aggregate, size, measure)
    const p95 = percentileOf(errors, 0.95)
    table.push([label, size.toLocaleString('en-US'), percentText(median(errors)), percentText(p95)])
    if (size === 1_000) atThousand.set(label, p95)
  }
}
console.log(
  `Relative error at the default cost (ρ = ${cost / privacyBudget.microRhoPerRho}), ${runs} draws a cell:`,
)
printTable(table)
printGoals([
  {
    name: 'COUNT, 1,000 identifiers, p95',
    measured: percentText(atThousand.get('COUNT')!),
    goal: '≤ 1.00 %',
    isMet: atThousand.get('COUNT')! <= 0.01,
  },
  ...measures.map((measure) => ({
    name: `${measure.label.split(' (')[0]}, 1,000 identifiers, p95`,
    measured: percentText(atThousand.get(measure.label)!),
    goal: '≤ 5.00 %',
    isMet: atThousand.get(measure.label)! <= 0.05,
  })),
])
