import { describe, expect, it } from 'vitest'
import { secretShareColumn } from '../data/datasets.schemas'
import {
  costSplitOf,
  epsilonOfCost,
  expectedError95,
  privacyBudget,
  privacyBudgetMonthOf,
  releaseThreshold,
  scaledDecimal,
  sumSensitivity,
} from './secret-share-privacy'
import { secretShareQueryBody } from './secret-share-queries.schemas'

const spend = { lower_bound: '0', upper_bound: '25000000', scale: 0 }

describe('a query’s expected error at 95 %', () => {
  it('gives a count ± 1.96 σ with σ = 1/√(2ρ), whatever the list size', () => {
    // ρ = 0.04: σ² = 12.5, σ ≈ 3.54, 1.96 σ ≈ 6.93.
    const error = expectedError95({ aggregate: 'COUNT', costMicroRho: 40_000, matches: 1000 })
    expect(error).toEqual({ match_count: 7, value: '7' })
    expect(expectedError95({ aggregate: 'COUNT', costMicroRho: 40_000, matches: 10 })).toEqual(error)
  })

  it('meets the accuracy goal at 1,000 identifiers and the default cost', () => {
    const cost = privacyBudget.defaultQueryMicroRho
    const count = expectedError95({ aggregate: 'COUNT', costMicroRho: cost, matches: 1000 })
    expect(count.match_count / 1000).toBeLessThanOrEqual(0.01)
    // The demo's spend averages Rp 10.5 million a person.
    const sum = expectedError95({ aggregate: 'SUM', costMicroRho: cost, measure: spend, matches: 1000 })
    expect(Number(sum.value) / (1000 * 10_500_000)).toBeLessThanOrEqual(0.05)
  })

  it('spends half a SUM’s cost on the count and scales the sum’s noise by the larger bound', () => {
    expect(costSplitOf('SUM', 40_001)).toEqual({ countMicroRho: 20_000, sumMicroRho: 20_001 })
    expect(costSplitOf('COUNT', 40_000)).toEqual({ countMicroRho: 40_000, sumMicroRho: 0 })
    expect(sumSensitivity({ lower_bound: '-7.5', upper_bound: '2', scale: 1 })).toBe(75n)
    // ρ = 0.02 on the sum: σ = 25,000,000 × 5 = 125,000,000; 1.96 σ = 245,000,000.
    const sum = expectedError95({ aggregate: 'SUM', costMicroRho: 40_000, measure: spend, matches: 1 })
    expect(sum.value).toBe('245000000')
  })

  it('gives an average’s error in the average’s units, shrinking with the matches, unknown without any', () => {
    const of = (matches: number) =>
      expectedError95({ aggregate: 'AVG', costMicroRho: 40_000, measure: spend, matches }).value
    expect(Number(of(1000))).toBeGreaterThan(Number(of(10_000)) * 9)
    expect(of(1000)).toMatch(/^\d+\.\d{2}$/)
    expect(of(0)).toBeNull()
  })
})

describe('the release threshold', () => {
  it('lets a group of one show with probability at most δ, and never sits below k', () => {
    const threshold = releaseThreshold(40_000, 10)
    const sigma = Math.sqrt(12.5)
    expect(Math.exp(-((threshold - 1) ** 2) / (2 * sigma ** 2))).toBeLessThanOrEqual(privacyBudget.delta)
    expect(releaseThreshold(10_000_000, 10)).toBe(10)
  })
})

describe('the budget month', () => {
  it('follows the Asia/Jakarta calendar and renews on the first of the next month', () => {
    expect(privacyBudgetMonthOf(new Date('2026-11-30T16:59:00Z'))).toEqual({
      month: '2026-11-01',
      renewsOn: '2026-12-01',
    })
    expect(privacyBudgetMonthOf(new Date('2026-12-31T17:00:00Z'))).toEqual({
      month: '2027-01-01',
      renewsOn: '2027-02-01',
    })
  })

  it('states ε at δ = 10⁻⁶', () => {
    expect(epsilonOfCost(1_000_000)).toBeCloseTo(1 + 2 * Math.sqrt(Math.log(1e6)), 6)
  })
})

describe('a measure’s bounds', () => {
  const measure = (lower: string, upper: string, scale = 0) =>
    secretShareColumn.safeParse({
      name: 'spend',
      role: 'MEASURE',
      scale,
      lower_bound: lower,
      upper_bound: upper,
    })

  it('are required, ordered and within the scale', () => {
    expect(measure('0', '100').success).toBe(true)
    expect(measure('', '100').error?.issues[0]?.message).toBe('Give a measure its lower and upper bound')
    expect(measure('100', '100').error?.issues[0]?.message).toBe(
      'The upper bound must be greater than the lower bound',
    )
    expect(measure('0.5', '100').error?.issues[0]?.message).toBe(
      'A bound must be a whole number, as the measure keeps no decimals',
    )
    expect(measure('0.25', '1.5', 2).success).toBe(true)
    expect(scaledDecimal('-1.50', 1)).toBe(-15n)
  })

  it('are not asked of other columns', () => {
    expect(secretShareColumn.safeParse({ name: 'city', role: 'DIMENSION' }).success).toBe(true)
  })
})

describe('the query body', () => {
  const body = {
    transaction_no: 'TRX-20261128-00A001',
    data_asset_id: '00000000-0000-4000-8000-000000000000',
    identifier_column: 'nik',
    aggregate: 'COUNT',
  }

  it('takes the default cost when none is chosen, and refuses one out of range', () => {
    const parsed = secretShareQueryBody.safeParse(body)
    expect(parsed.data?.cost_micro_rho ?? parsed.error?.issues).toBe(privacyBudget.defaultQueryMicroRho)
    expect(secretShareQueryBody.safeParse({ ...body, cost_micro_rho: 5 }).success).toBe(false)
    expect(secretShareQueryBody.safeParse({ ...body, cost_micro_rho: 10_000_000 }).success).toBe(false)
  })
})
