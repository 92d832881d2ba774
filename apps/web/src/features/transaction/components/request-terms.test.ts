import { describe, expect, it } from 'vitest'
import {
  changesOf,
  countOfUnit,
  isQuotaRequiredFor,
  latestRevisionOf,
  missingQuotaError,
  priceTextOf,
  totalPriceOf,
} from './request-terms'

const terms = { price: 1_500_000, unit: 'MONTH' as const, monthly_quota: 10_000, period_count: 3 }

describe('request terms', () => {
  it('totals a subscription over its period', () => {
    expect(totalPriceOf({ ...terms, pricing_model: 'SUBSCRIPTION' })).toBe(4_500_000)
    expect(totalPriceOf({ ...terms, pricing_model: 'SUBSCRIPTION', period_count: null })).toBeNull()
  })

  it('totals a one-time purchase at its price and usage pricing not at all', () => {
    expect(totalPriceOf({ price: 250_000, unit: 'FILE', pricing_model: 'ONE_TIME' })).toBe(250_000)
    expect(totalPriceOf({ price: 500, unit: 'CALL', pricing_model: 'PAY_PER_CALL' })).toBeNull()
  })

  it('writes prices in rupiah per unit', () => {
    expect(priceTextOf({ price: 1_500_000, unit: 'MONTH' })).toBe('Rp 1.500.000 / month')
    expect(priceTextOf({ price: 0, unit: 'CALL' })).toBe('Free')
    expect(priceTextOf({ price: null, unit: null })).toBe('—')
    expect(countOfUnit(1, 'YEAR')).toBe('1 year')
    expect(countOfUnit(12, 'MONTH')).toBe('12 months')
  })

  it('lists only the terms a revision changed, old then new', () => {
    expect(
      changesOf({ previous_terms: terms, terms: { ...terms, price: 1_200_000, period_count: 6 } }),
    ).toEqual([
      { label: 'Price', from: 'Rp 1.500.000 / month', to: 'Rp 1.200.000 / month' },
      { label: 'Period', from: '3 months', to: '6 months' },
    ])
    expect(changesOf({ previous_terms: terms, terms: { ...terms, monthly_quota: null } })).toEqual([
      { label: 'Monthly quota', from: '10.000 calls', to: 'None' },
    ])
  })
})

describe('the monthly quota when updating terms', () => {
  const apiSubscription = { pricing_model: 'SUBSCRIPTION', data_type: 'API', monthly_quota: 50_000 }

  it('is required for an API subscription that has a quota, and nothing else', () => {
    expect(isQuotaRequiredFor(apiSubscription)).toBe(true)
    expect(isQuotaRequiredFor({ ...apiSubscription, monthly_quota: null })).toBe(false)
    expect(isQuotaRequiredFor({ ...apiSubscription, data_type: 'FILE' })).toBe(false)
    expect(isQuotaRequiredFor({ ...apiSubscription, pricing_model: 'PAY_PER_CALL' })).toBe(false)
  })

  it('says an empty required quota can not be empty, rather than sending it as "no change"', () => {
    expect(missingQuotaError('', true)).toBe('Monthly quota can not be empty')
    expect(missingQuotaError('  ', true)).toBe('Monthly quota can not be empty')
    expect(missingQuotaError(40_000, true)).toBeNull()
    expect(missingQuotaError('', false)).toBeNull()
  })
})

describe('the revision the consumer accepts', () => {
  const revision = (revisionNo: number) => ({
    revision_no: revisionNo,
    created_date: '2026-11-28T09:00:00.000Z',
    changed_by_name: 'Budi',
    previous_terms: terms,
    terms,
    note: null,
  })

  it('is the newest one in the history, whatever the order, and 0 without any', () => {
    expect(latestRevisionOf({ revisions: [revision(2), revision(3), revision(1)] })).toBe(3)
    expect(latestRevisionOf({ revisions: [] })).toBe(0)
  })
})
