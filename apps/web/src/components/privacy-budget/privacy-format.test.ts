import { describe, expect, it } from 'vitest'
import { privacyBudget } from '@lumbung/contract'
import {
  costLevels,
  expectedErrorText,
  formatErrorBar,
  formatMeasureValue,
  isRupiahMeasure,
} from './privacy-format'

const spend = { name: 'monthly_spend_idr', scale: 0, lower_bound: '0', upper_bound: '50000000' }
const range = {
  default_micro_rho: privacyBudget.defaultQueryMicroRho,
  min_micro_rho: privacyBudget.minQueryMicroRho,
  max_micro_rho: privacyBudget.maxQueryMicroRho,
}

describe('privacy figures as a buyer reads them', () => {
  it('shows rupiah measures as rupiah and other measures as plain numbers', () => {
    expect(isRupiahMeasure('monthly_spend_idr')).toBe(true)
    expect(isRupiahMeasure('transactions')).toBe(false)
    expect(formatMeasureValue('412000', 'monthly_spend_idr')).toBe('Rp 412.000')
    expect(formatMeasureValue('1234.56', 'monthly_spend_idr')).toBe('Rp 1.234,56')
    expect(formatMeasureValue('-1500', 'monthly_spend_idr')).toBe('-Rp 1.500')
    expect(formatErrorBar('1234.5', 'transactions')).toBe('± 1.234,5')
  })

  it('offers five costs around the default, cheapest first, the default named standard', () => {
    expect(costLevels(range)).toEqual([
      { value: '10000', label: '0.010 · Least exact, cheapest' },
      { value: '20000', label: '0.020 · Less exact, cheaper' },
      { value: '40000', label: '0.040 · Standard' },
      { value: '80000', label: '0.080 · More exact' },
      { value: '200000', label: '0.200 · Most exact, dearest' },
    ])
  })

  it('gives a sum of rupiah its error in rupiah, smaller when the buyer spends more', () => {
    const standard = expectedErrorText({
      aggregate: 'SUM',
      costMicroRho: 40_000,
      measure: spend,
      listSize: 1000,
    })
    // σ = 50,000,000 / √(2 · 0.02) = 250,000,000; × 1.96 = Rp 490.000.000.
    expect(standard.value).toBe('± Rp 490.000.000')
    const dearer = expectedErrorText({
      aggregate: 'SUM',
      costMicroRho: 200_000,
      measure: spend,
      listSize: 1000,
    })
    expect(dearer.value).not.toBe(standard.value)
    expect(standard.matches).toMatch(/^± \d+ identifiers$/)
  })

  it('has no value error for a count, nor for a measure without bounds', () => {
    // σ = 1 / √(2 · 0.04) ≈ 3.54; × 1.96 ≈ 6.9, rounded up.
    expect(
      expectedErrorText({ aggregate: 'COUNT', costMicroRho: 40_000, measure: null, listSize: 10 }),
    ).toEqual({ matches: '± 7 identifiers', value: null })
    const unbounded = { ...spend, lower_bound: null, upper_bound: null }
    expect(
      expectedErrorText({ aggregate: 'SUM', costMicroRho: 40_000, measure: unbounded, listSize: 10 }).value,
    ).toBeNull()
  })
})
