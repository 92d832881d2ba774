import { shareOf } from './billing-math'

/**
 * The service-level credit rule (docs/decisions/0052-sla-credits-and-disputes.md): a month's
 * availability of an API product for one consumer is 1 − (upstream errors + time-outs) / calls, where
 * calls leave out the gateway's refusals. Below the target, the consumer is credited 10 % of what it was
 * charged for the product that month; more than one point below it, 25 %.
 */
export const slaCreditBasisPoints = { belowTarget: 1000, farBelowTarget: 2500 } as const
/** "Far below" starts one percentage point under the target. */
export const farBelowMarginBasisPoints = 100

export interface ServiceMeasure {
  calls: number
  failedCalls: number
  targetBasisPoints: number
  /** What the consumer was charged for the product in the month. */
  productAmount: number
}

/** The availability in basis points, rounded down (99.999 % of a target of 100 % is still a miss). */
export function availabilityBasisPointsOf(calls: number, failedCalls: number): number {
  if (calls <= 0) return 10_000
  return Number((BigInt(calls - failedCalls) * 10_000n) / BigInt(calls))
}

/** The credit owed, or null when the target was met, nothing was called or nothing was charged. */
export function slaCreditOf(
  measure: ServiceMeasure,
): { amount: number; availabilityBasisPoints: number } | null {
  if (measure.calls <= 0 || measure.productAmount <= 0) return null
  // Compared exactly in integers: served × 10 000 against target × calls.
  const served = BigInt(measure.calls - measure.failedCalls) * 10_000n
  const calls = BigInt(measure.calls)
  if (served >= BigInt(measure.targetBasisPoints) * calls) return null
  const isFarBelow = served < BigInt(measure.targetBasisPoints - farBelowMarginBasisPoints) * calls
  const share = isFarBelow ? slaCreditBasisPoints.farBelowTarget : slaCreditBasisPoints.belowTarget
  const amount = shareOf(measure.productAmount, share)
  if (amount <= 0) return null
  return { amount, availabilityBasisPoints: availabilityBasisPointsOf(measure.calls, measure.failedCalls) }
}
