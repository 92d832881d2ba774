import { describe, expect, it } from 'vitest'
import {
  periodPresetsOf,
  presetOf,
  readDashboardFilters,
  rowsOfAnswer,
  transactionHistoryHref,
  writeDashboardFilters,
} from './dashboard-filters'

// 30 November 2026 at 20:00 UTC is already 1 December in Jakarta.
const now = new Date('2026-11-30T20:00:00Z')
const product = '7d3c8f0e-1b2a-4c5d-9e8f-0a1b2c3d4e5f'

describe('dashboard filters', () => {
  it('defaults to the current month in Jakarta, every product, the first page', () => {
    expect(readDashboardFilters(new URLSearchParams(), now)).toEqual({
      from: '2026-12-01',
      to: '2026-12-31',
      product: null,
      page: 1,
    })
  })

  it('reads the period, product and page from the address, a backwards range the right way round', () => {
    const params = new URLSearchParams({ from: '2026-03-31', to: '2026-03-01', product, page: '3' })
    expect(readDashboardFilters(params, now)).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
      product,
      page: 3,
    })
  })

  it('ignores unreadable days, products and pages, and a period longer than the server reads', () => {
    const odd = new URLSearchParams({ from: '2026-02-30', to: '2026-03-01', product: 'x', page: '-2' })
    expect(readDashboardFilters(odd, now)).toMatchObject({ from: '2026-12-01', product: null, page: 1 })
    const long = new URLSearchParams({ from: '2025-01-01', to: '2026-06-30' })
    expect(readDashboardFilters(long, now)).toMatchObject({ from: '2026-12-01', to: '2026-12-31' })
  })

  it('writes what it reads', () => {
    const filters = { from: '2026-03-01', to: '2026-03-31', product, page: 2 }
    expect(readDashboardFilters(writeDashboardFilters(filters), now)).toEqual(filters)
    expect(writeDashboardFilters({ ...filters, product: null, page: 1 }).toString()).toBe(
      'from=2026-03-01&to=2026-03-31',
    )
  })

  it('offers this month, last month, the last three months and this year', () => {
    expect(periodPresetsOf(now).map((preset) => [preset.value, preset.from, preset.to])).toEqual([
      ['this-month', '2026-12-01', '2026-12-31'],
      ['last-month', '2026-11-01', '2026-11-30'],
      ['last-3-months', '2026-10-01', '2026-12-31'],
      ['this-year', '2026-01-01', '2026-12-31'],
    ])
    expect(presetOf({ from: '2026-11-01', to: '2026-11-30' }, now)).toBe('last-month')
    expect(presetOf({ from: '2026-11-02', to: '2026-11-30' }, now)).toBeNull()
  })

  it('opens the transaction history with the names the billing screens read', () => {
    expect(
      transactionHistoryHref('provider', {
        from: '2026-03-01',
        to: '2026-03-01',
        product,
        outcome: 'TIMEOUT',
      }),
    ).toBe(
      `/provider/billings/transaction-history?from=2026-03-01&to=2026-03-01&product=${product}&outcome=TIMEOUT`,
    )
    expect(transactionHistoryHref('consumer', { from: '2026-03-01', to: '2026-03-31' })).toBe(
      '/consumer/billings/transaction-history?from=2026-03-01&to=2026-03-31',
    )
  })

  it('gives each row of a chart the period of the answer it was drawn from, whatever the filters say now', () => {
    const lastMonth = { from: '2026-10-01', to: '2026-10-31', products: [] }
    const rows = rowsOfAnswer(lastMonth, [{ product_id: product, calls: 3 }])
    expect(rows).toEqual([{ product_id: product, calls: 3, from: '2026-10-01', to: '2026-10-31' }])
  })
})
