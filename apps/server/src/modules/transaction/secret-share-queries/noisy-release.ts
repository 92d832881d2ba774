import {
  costSplitOf,
  expectedError95,
  releaseThreshold,
  sumSensitivity,
  type MeasureBounds,
  type SecretShareAggregate,
  type SecretShareResultRow,
  decimalOfScaled,
} from '@lumbung/contract'
import { gaussianVariance, sampleDiscreteGaussian, type Rational } from '../../../lib/differential-privacy'
import { formatAverage } from './share-query-coordinator'

/** A group once both stores' partial sums are added: exact, so it never leaves this process unnoised. */
export interface ExactGroup {
  group: string | null
  /** Distinct identifiers of the list matched in the group: one person counts once. */
  identifierCount: number
  /** The measure's sum over the group's rows, scaled; absent for COUNT. */
  sum?: bigint
}

export interface ReleasePlan {
  aggregate: SecretShareAggregate
  /** The query's cost, already charged to the budget. */
  costMicroRho: number
  /** SUM and AVG: the measure's clipping bounds and scale. */
  measure: MeasureBounds | null
  isGrouped: boolean
  /** k: the ungrouped line is suppressed under it, and no group shows under it either. */
  minGroupSize: number
}

/** Draws one exact discrete Gaussian sample; tests may pass their own to check the arithmetic. */
export type GaussianDraw = (sigmaSquared: Rational) => bigint

/**
 * The only way a secret-share figure leaves the coordinator (docs/decisions/0064-differential-privacy.md).
 * Every released figure gets discrete Gaussian noise, drawn exactly from the system's cryptographic
 * generator:
 * - the count of each group, sensitivity 1 (one person is one identifier, in one group), at the
 *   count's share of the cost;
 * - the sum of each group (SUM, AVG), sensitivity max(|lower|, |upper|) of the measure's bounds, at the
 *   sum's share; an average is the noisy sum over the noisy count, so it costs nothing more.
 * One person changes one group, so the groups compose in parallel and the query costs its ρ once.
 * A group is shown only when its noisy count reaches the release threshold, which a group of one person
 * reaches with probability at most δ; below it, it is left out, neither named nor counted. The ungrouped
 * line always exists (even with no match), so it is drawn whatever the data and suppressed under k.
 */
export function noisyRelease(
  groups: readonly ExactGroup[],
  plan: ReleasePlan,
  draw: GaussianDraw = sampleDiscreteGaussian,
): SecretShareResultRow[] {
  const split = costSplitOf(plan.aggregate, plan.costMicroRho)
  const countVariance = gaussianVariance(1n, BigInt(split.countMicroRho))
  const sumVariance =
    plan.aggregate === 'COUNT' || !plan.measure
      ? null
      : gaussianVariance(sumSensitivity(plan.measure), BigInt(split.sumMicroRho))
  if (plan.aggregate !== 'COUNT' && !sumVariance) throw new Error('A sum needs its measure’s bounds')
  const threshold = plan.isGrouped
    ? releaseThreshold(split.countMicroRho, plan.minGroupSize)
    : plan.minGroupSize
  const scale = plan.measure?.scale ?? 0

  const lineOf = (group: ExactGroup, label: string | null): SecretShareResultRow | null => {
    const count = Number(BigInt(group.identifierCount) + draw(countVariance))
    if (count < threshold) {
      return plan.isGrouped
        ? null
        : {
            group: label,
            is_suppressed: true,
            match_count: null,
            value: null,
            match_count_error: null,
            value_error: null,
          }
    }
    const sum = sumVariance ? (group.sum ?? 0n) + draw(sumVariance) : 0n
    const value =
      plan.aggregate === 'COUNT'
        ? String(count)
        : plan.aggregate === 'SUM'
          ? decimalOfScaled(sum, scale)
          : formatAverage(sum, count, scale)
    const error = expectedError95({
      aggregate: plan.aggregate,
      costMicroRho: plan.costMicroRho,
      measure: plan.measure,
      matches: count,
    })
    return {
      group: label,
      is_suppressed: false,
      match_count: count,
      value,
      match_count_error: error.match_count,
      value_error: error.value,
    }
  }

  if (!plan.isGrouped) {
    const whole = groups.find((group) => group.group === null) ?? { group: null, identifierCount: 0, sum: 0n }
    return [lineOf(whole, null)!]
  }
  return [...groups]
    .sort((first, second) => (first.group ?? '').localeCompare(second.group ?? ''))
    .map((group) => lineOf(group, group.group ?? ''))
    .filter((row): row is SecretShareResultRow => row !== null)
}
