import type { SecretShareAggregate } from '../common/enums'
import { displayTimeZone } from '../common/format'

/**
 * Differential privacy of secret-share queries and the fit test (docs/decisions/0064-differential-privacy.md).
 * Every released figure carries discrete Gaussian noise; the privacy loss is counted in ρ of
 * zero-concentrated differential privacy (zCDP), kept in millionths ("micro-rho") so that budgets add
 * exactly. These pure rules are shared by the server, which draws the noise, and the web, which shows a
 * query's cost and expected error before it runs: both read the same numbers.
 */
export const privacyBudget = {
  /** ρ is kept in millionths. */
  microRhoPerRho: 1_000_000,
  /** A consumer company's monthly budget on one product, unless its provider sets another. */
  monthlyMicroRho: 1_200_000,
  /** What the provider may set as a product's monthly budget. */
  minMonthlyMicroRho: 100_000,
  maxMonthlyMicroRho: 10_000_000,
  /** One query's cost when the buyer does not choose: 30 queries a month at the default budget. */
  defaultQueryMicroRho: 40_000,
  minQueryMicroRho: 10_000,
  maxQueryMicroRho: 200_000,
  /** One fit test's cost, and the pre-purchase budget a company has for fit tests of one product a month. */
  fitTestMicroRho: 20_000,
  fitTestMonthlyMicroRho: 100_000,
  /**
   * δ: the chance that a group holding a single person is shown at all, and the δ at which ε is stated.
   * One in a million.
   */
  delta: 1e-6,
} as const

/** How far a figure lies from the truth 19 times out of 20: 1.96 standard deviations of the noise. */
export const errorQuantile95 = 1.96

/**
 * How a query's cost is shared: a COUNT spends it all on the count; SUM and AVG spend half on the count
 * (which decides which groups are shown, and divides an average) and half on the sum.
 */
export function costSplitOf(
  aggregate: SecretShareAggregate,
  microRho: number,
): { countMicroRho: number; sumMicroRho: number } {
  if (aggregate === 'COUNT') return { countMicroRho: microRho, sumMicroRho: 0 }
  const countMicroRho = Math.floor(microRho / 2)
  return { countMicroRho, sumMicroRho: microRho - countMicroRho }
}

/** The noise's standard deviation for a figure of sensitivity Δ at a cost of ρ: σ = Δ / √(2ρ). */
export function noiseSigma(sensitivity: number, microRho: number): number {
  return sensitivity / Math.sqrt((2 * microRho) / privacyBudget.microRhoPerRho)
}

/**
 * The smallest noisy count at which a group is shown. A group of one person reaches it with probability
 * at most δ, since the discrete Gaussian's tail is below exp(−t²/2σ²) (Canonne, Kamath and Steinke 2020);
 * never below k, the old minimum group size.
 */
export function releaseThreshold(countMicroRho: number, minGroupSize: number): number {
  const sigma = noiseSigma(1, countMicroRho)
  const tail = Math.ceil(sigma * Math.sqrt(2 * Math.log(1 / privacyBudget.delta)))
  return Math.max(minGroupSize, 1 + tail)
}

/** The (ε, δ) guarantee a zCDP cost amounts to, at δ = privacyBudget.delta: ε = ρ + 2·√(ρ·ln(1/δ)). */
export function epsilonOfCost(microRho: number): number {
  const rho = microRho / privacyBudget.microRhoPerRho
  return rho + 2 * Math.sqrt(rho * Math.log(1 / privacyBudget.delta))
}

/** A cost as ρ with three decimals: 40000 → "0.040". */
export function formatPrivacyCost(microRho: number): string {
  return (microRho / privacyBudget.microRhoPerRho).toFixed(3)
}

const decimalPattern = /^([-+]?)(\d+)(?:\.(\d+))?$/

/**
 * A decimal text as a whole number scaled by 10^scale ("12.5" with scale 2 is 1250n); null when it is not
 * a plain decimal number or keeps more decimals than the scale.
 */
export function scaledDecimal(text: string, scale: number): bigint | null {
  const match = decimalPattern.exec(text.trim())
  if (!match) return null
  const [, sign, whole = '', fraction = ''] = match
  if (fraction.replace(/0+$/, '').length > scale) return null
  const value = BigInt(`${whole}${fraction.padEnd(scale, '0').slice(0, scale)}`)
  return sign === '-' ? -value : value
}

/** A whole number scaled by 10^scale, written out: 125050n with scale 2 is "1250.50". */
export function decimalOfScaled(value: bigint, scale: number): string {
  const isNegative = value < 0n
  const digits = (isNegative ? -value : value).toString().padStart(scale + 1, '0')
  const whole = scale === 0 ? digits : digits.slice(0, -scale)
  const fraction = scale === 0 ? '' : `.${digits.slice(-scale)}`
  return `${isNegative ? '-' : ''}${whole}${fraction}`
}

export interface MeasureBounds {
  /** The provider's clipping range, decimal text in the measure's units. */
  lower_bound: string
  upper_bound: string
  /** Decimal places the measure keeps. */
  scale: number
}

/**
 * How much one person can move a measure's sum, in the measure's scaled units: each row is clipped to
 * [lower, upper] and each person has one row, so adding or removing a person moves the sum by at most
 * max(|lower|, |upper|). At least 1, so that a range of [0, 0] still gets noise.
 */
export function sumSensitivity(bounds: MeasureBounds): bigint {
  const lower = scaledDecimal(bounds.lower_bound, bounds.scale) ?? 0n
  const upper = scaledDecimal(bounds.upper_bound, bounds.scale) ?? 0n
  const largest = [lower, upper]
    .map((value) => (value < 0n ? -value : value))
    .reduce((a, b) => (a > b ? a : b))
  return largest > 0n ? largest : 1n
}

/** Two more decimals than the measure keeps, as averages are shown. */
export const averageExtraDigits = 2

export interface ExpectedErrorInput {
  aggregate: SecretShareAggregate
  /** The query's cost in micro-rho. */
  costMicroRho: number
  /** The measure's bounds and scale (SUM and AVG). */
  measure?: MeasureBounds | null
  /** How many identifiers the figure covers: the list's size before a query, a row's count after. */
  matches: number
}

/**
 * The error at 95 % of a query's figures, before it runs or of a row it returned: the match count's
 * ± in people, and the value's ± as decimal text in the measure's units (AVG with two more decimals).
 * It reads the same noise the server draws: σ = Δ/√(2ρ) with the cost split by costSplitOf. An
 * average's error follows from the errors of its sum and its count (first-order), taking the largest
 * bound as the average, so it never understates; with no matches it is unknown (null).
 */
export function expectedError95(input: ExpectedErrorInput): { match_count: number; value: string | null } {
  const split = costSplitOf(input.aggregate, input.costMicroRho)
  const countSigma = noiseSigma(1, split.countMicroRho)
  const countError = Math.ceil(errorQuantile95 * countSigma)
  if (input.aggregate === 'COUNT') return { match_count: countError, value: String(countError) }
  if (!input.measure) return { match_count: countError, value: null }
  const scale = input.measure.scale
  const sensitivity = Number(sumSensitivity(input.measure))
  const sumSigma = noiseSigma(sensitivity, split.sumMicroRho)
  if (input.aggregate === 'SUM') {
    return {
      match_count: countError,
      value: decimalOfScaled(BigInt(Math.ceil(errorQuantile95 * sumSigma)), scale),
    }
  }
  if (!(input.matches > 0)) return { match_count: countError, value: null }
  const averageSigma = Math.sqrt(sumSigma ** 2 + (sensitivity * countSigma) ** 2) / input.matches
  const error = Math.ceil(errorQuantile95 * averageSigma * 10 ** averageExtraDigits)
  return { match_count: countError, value: decimalOfScaled(BigInt(error), scale + averageExtraDigits) }
}

const monthParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: displayTimeZone,
  year: 'numeric',
  month: '2-digit',
})

/**
 * The budget month of a moment, in Asia/Jakarta: its first day ('2026-11-01'), which keys the budget,
 * and the first day of the next month ('2026-12-01'), when the budget renews.
 */
export function privacyBudgetMonthOf(at: Date): { month: string; renewsOn: string } {
  const parts = Object.fromEntries(monthParts.formatToParts(at).map((part) => [part.type, part.value]))
  const year = Number(parts.year)
  const month = Number(parts.month)
  const pad = (value: number) => String(value).padStart(2, '0')
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 }
  return { month: `${year}-${pad(month)}-01`, renewsOn: `${next.year}-${pad(next.month)}-01` }
}
