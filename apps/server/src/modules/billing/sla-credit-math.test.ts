import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { availabilityBasisPointsOf, slaCreditOf } from './sla-credit-math'

describe('the service-level credit rule', () => {
  it('credits nothing when the target is met, 10 % just below it and 25 % more than a point below', () => {
    const measure = { calls: 1000, targetBasisPoints: 9900, productAmount: 100_000 }
    expect(slaCreditOf({ ...measure, failedCalls: 10 })).toBeNull() // 99.0 % meets 99 %
    expect(slaCreditOf({ ...measure, failedCalls: 11 })).toEqual({
      amount: 10_000,
      availabilityBasisPoints: 9890,
    })
    expect(slaCreditOf({ ...measure, failedCalls: 20 })).toEqual({
      amount: 10_000,
      availabilityBasisPoints: 9800,
    })
    expect(slaCreditOf({ ...measure, failedCalls: 21 })).toEqual({
      amount: 25_000,
      availabilityBasisPoints: 9790,
    })
  })

  it('credits nothing without calls or charges, and rounds the availability down', () => {
    expect(slaCreditOf({ calls: 0, failedCalls: 0, targetBasisPoints: 9950, productAmount: 5000 })).toBeNull()
    expect(slaCreditOf({ calls: 10, failedCalls: 10, targetBasisPoints: 9950, productAmount: 0 })).toBeNull()
    expect(availabilityBasisPointsOf(3, 1)).toBe(6666)
    expect(availabilityBasisPointsOf(100_000, 1)).toBe(9999)
  })

  it('never credits more than a quarter of the charge, and more the worse the month', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 5000, max: 10_000 }),
        fc.integer({ min: 0, max: 1e11 }),
        (calls, failed, target, productAmount) => {
          const failedCalls = Math.min(failed, calls)
          const credit = slaCreditOf({ calls, failedCalls, targetBasisPoints: target, productAmount })
          const availability = availabilityBasisPointsOf(calls, failedCalls)
          if (!credit) return (calls - failedCalls) * 10_000 >= target * calls || productAmount * 0.1 < 1
          expect(credit.amount).toBeLessThanOrEqual(Math.ceil(productAmount / 4))
          expect(credit.availabilityBasisPoints).toBe(availability)
          expect(availability).toBeLessThan(target)
          return true
        },
      ),
    )
  })
})
