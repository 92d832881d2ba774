import {
  expectedError95,
  formatCount,
  formatPrivacyCost,
  formatRupiah,
  type SecretShareAggregate,
  type SecretShareMeasureOption,
} from '@lumbung/contract'
import { formatDecimalText } from '../../lib/decimal-text'
import { translateIn } from '../../lib/i18n/i18n'
import { privacyBudgetTexts } from './privacy-budget.texts'

/**
 * A measure is in rupiah when its name says so (`monthly_spend_idr`, `loan_rupiah`): datasets carry no
 * unit, and providers name money columns by their currency.
 */
export function isRupiahMeasure(name: string | null | undefined): boolean {
  return name ? /(^|[_\s-])(idr|rupiah|rp)([_\s-]|$)/i.test(name) : false
}

/**
 * A figure of a measure as a buyer reads it: rupiah as `Rp 1.500.000` (an average keeps its decimals,
 * `Rp 1.234,56`), anything else grouped the Indonesian way. Counts have no measure.
 */
export function formatMeasureValue(value: string, measure: string | null | undefined): string {
  if (!isRupiahMeasure(measure)) return formatDecimalText(value)
  if (/^-?\d+$/.test(value)) return formatRupiah(BigInt(value))
  const isNegative = value.startsWith('-')
  return `${isNegative ? '-' : ''}Rp ${formatDecimalText(isNegative ? value.slice(1) : value)}`
}

/** An error bar: `± Rp 412.000`, `± 12,50`. */
export function formatErrorBar(error: string, measure: string | null | undefined): string {
  return `± ${formatMeasureValue(error, measure)}`
}

export interface CostLevel {
  value: string
  label: string
}

/**
 * The few costs a buyer chooses from: the cheapest, half the default, the default, twice it and the
 * dearest, each within the contract's range; a number field would invite costs nobody can compare.
 */
export function costLevels(range: {
  default_micro_rho: number
  min_micro_rho: number
  max_micro_rho: number
}): CostLevel[] {
  const { default_micro_rho: standard, min_micro_rho: min, max_micro_rho: max } = range
  const candidates = [min, Math.round(standard / 2), standard, standard * 2, max]
  const costs = [...new Set(candidates.filter((cost) => cost >= min && cost <= max))].sort((a, b) => a - b)
  return costs.map((cost) => {
    const level =
      cost === standard
        ? 'costStandard'
        : cost === min
          ? 'costCheapest'
          : cost === max
            ? 'costExactest'
            : cost < standard
              ? 'costCheaper'
              : 'costExacter'
    const name = translateIn(privacyBudgetTexts, level)
    return {
      value: String(cost),
      label: translateIn(privacyBudgetTexts, 'costOption', { cost: formatPrivacyCost(cost), label: name }),
    }
  })
}

export interface ExpectedErrorText {
  /** `± 10 identifiers`. */
  matches: string
  /** `± Rp 412.000` for SUM and AVG of a measure with bounds; null for COUNT or when unknown. */
  value: string | null
}

/**
 * The expected error at 95 % of a query before it runs, from the contract's own rule: the figures the
 * server's noise will have, for a list of `listSize` identifiers.
 */
export function expectedErrorText(input: {
  aggregate: SecretShareAggregate
  costMicroRho: number
  measure: SecretShareMeasureOption | null
  listSize: number
}): ExpectedErrorText {
  const hasBounds = input.measure?.lower_bound != null && input.measure.upper_bound != null
  const error = expectedError95({
    aggregate: input.aggregate,
    costMicroRho: input.costMicroRho,
    measure:
      hasBounds && input.measure
        ? {
            lower_bound: input.measure.lower_bound!,
            upper_bound: input.measure.upper_bound!,
            scale: input.measure.scale,
          }
        : null,
    matches: input.listSize,
  })
  const matches = translateIn(privacyBudgetTexts, 'matchesError', { error: formatCount(error.match_count) })
  if (input.aggregate === 'COUNT') return { matches, value: null }
  return {
    matches,
    value: error.value === null ? null : formatErrorBar(error.value, input.measure?.name),
  }
}
