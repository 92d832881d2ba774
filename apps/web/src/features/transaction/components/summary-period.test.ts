import { describe, expect, it } from 'vitest'
import {
  approvalRateOf,
  monthOf,
  periodPresetsOf,
  presetOf,
  readSummaryPeriod,
  statusTotalsOf,
  writeSummaryPeriod,
} from './summary-period'

const now = new Date(2026, 10, 21, 23, 30)

describe('summary period', () => {
  it('defaults to the current month', () => {
    expect(readSummaryPeriod(new URLSearchParams(), now)).toEqual({
      dateFrom: '2026-11-01',
      dateTo: '2026-11-30',
    })
    expect(presetOf(monthOf(now), now)).toBe('this-month')
  })

  it('keeps a period from the address and falls back when it is broken', () => {
    const period = { dateFrom: '2026-01-01', dateTo: '2026-03-31' }
    expect(readSummaryPeriod(writeSummaryPeriod(period), now)).toEqual(period)
    expect(readSummaryPeriod(new URLSearchParams('date_from=2026-01-01'), now)).toEqual(monthOf(now))
    expect(readSummaryPeriod(new URLSearchParams('date_from=2026-03-31&date_to=2026-01-01'), now)).toEqual(
      period,
    )
    expect(presetOf(period, now)).toBeNull()
  })

  it('offers last month across a year boundary', () => {
    const january = new Date(2027, 0, 10)
    const lastMonth = periodPresetsOf(january).find((preset) => preset.value === 'last-month')
    expect(lastMonth?.period).toEqual({ dateFrom: '2026-12-01', dateTo: '2026-12-31' })
  })
})

describe('status totals', () => {
  it('lists every status in order with zeros for the missing ones', () => {
    const totals = statusTotalsOf([
      { status: 'APPROVED', description: 'Approved', total: 4 },
      { status: 'WAITING_APPROVAL', description: 'Waiting approval', total: 2 },
    ])
    expect(totals.map((entry) => [entry.status, entry.total])).toEqual([
      ['WAITING_APPROVAL', 2],
      ['WAITING_CONSUMER_ACCEPTANCE', 0],
      ['APPROVED', 4],
      ['REJECTED', 0],
      ['WITHDRAWN', 0],
      ['EXPIRED', 0],
    ])
  })

  it('rates approvals among decided requests only', () => {
    expect(
      approvalRateOf([
        { status: 'APPROVED', description: '', total: 2 },
        { status: 'EXPIRED', description: '', total: 1 },
        { status: 'REJECTED', description: '', total: 1 },
        { status: 'WITHDRAWN', description: '', total: 5 },
      ]),
    ).toBe(75)
    expect(approvalRateOf([{ status: 'WAITING_APPROVAL', description: '', total: 3 }])).toBeNull()
  })
})
