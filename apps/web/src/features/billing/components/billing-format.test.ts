import { describe, expect, it } from 'vitest'
import {
  currentPeriod,
  isTransactionFiltered,
  periodLabel,
  periodOptions,
  readTransactionFilters,
  transactionQueryOf,
  withParam,
} from './billing-format'

const now = new Date('2026-11-30T18:00:00Z') // 1 December 2026, 01:00 WIB

describe('billing months', () => {
  it('names the running month on the Jakarta calendar', () => {
    expect(currentPeriod(now)).toBe('2026-12')
    expect(periodLabel('2026-03')).toBe('March 2026')
  })

  it('offers every month from the first billed one, newest first', () => {
    expect(periodOptions('2026-10', now).map((option) => option.value)).toEqual([
      '2026-12',
      '2026-11',
      '2026-10',
    ])
    expect(periodOptions(null, now).map((option) => option.value)).toEqual(['2026-12'])
    expect(periodOptions('2025-12', now).at(-1)).toEqual({ value: '2025-12', label: 'December 2025' })
  })
})

describe('transaction history filters in the address', () => {
  const product = '2f6e7f0a-93b1-4a56-8d2c-0b7e9d3c4a11'

  it('opens a dashboard link filtered, and drops what it cannot read', () => {
    const filters = readTransactionFilters(
      new URLSearchParams(`product=${product}&outcome=UPSTREAM_ERROR&from=2026-11-01&to=2026-11-07&page=2`),
    )
    expect(filters).toMatchObject({ product, outcome: 'UPSTREAM_ERROR', from: '2026-11-01', page: 2 })
    expect(isTransactionFiltered(filters)).toBe(true)
    expect(transactionQueryOf(filters)).toEqual({
      from: '2026-11-01',
      to: '2026-11-07',
      product,
      outcome: 'UPSTREAM_ERROR',
    })
    const odd = readTransactionFilters(new URLSearchParams('product=abc&outcome=BAD&period=2026-13&page=-1'))
    expect(odd).toMatchObject({ product: null, outcome: null, period: null, page: 1 })
    expect(isTransactionFiltered(odd)).toBe(false)
  })

  it('starts again on page 1 when a filter changes, and a month replaces a day range', () => {
    const params = new URLSearchParams('from=2026-11-01&to=2026-11-07&page=3')
    const next = withParam(params, 'period', '2026-10')
    expect(next.toString()).toBe('period=2026-10')
    expect(withParam(new URLSearchParams('period=2026-10'), 'outcome', 'TIMEOUT').toString()).toBe(
      'period=2026-10&outcome=TIMEOUT',
    )
    expect(withParam(new URLSearchParams('page=2'), 'page', 1).toString()).toBe('')
  })
})
