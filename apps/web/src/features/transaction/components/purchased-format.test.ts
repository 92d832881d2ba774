import { describe, expect, it } from 'vitest'
import {
  isPurchasedFiltered,
  purchasedNextPriceText,
  purchasedPeriodCountText,
  purchasedPeriodText,
  purchasedPriceText,
  readPurchasedFilters,
} from './purchased-format'

describe('purchasedPriceText', () => {
  it('shows rupiah with the unit, or a dash without a price', () => {
    expect(purchasedPriceText({ price: 750000, unit: { value: 'MONTH', description: 'Per month' } })).toBe(
      'Rp 750.000 per month',
    )
    expect(purchasedPriceText({ price: null, unit: null })).toBe('—')
  })
})

describe('purchasedNextPriceText', () => {
  const unit = { value: 'CALL' as const, description: 'Per call' }

  it('names the announced price and its day in Jakarta, day first', () => {
    // 17:00 UTC on 27 Dec is midnight of 28 Dec in Jakarta.
    expect(
      purchasedNextPriceText({
        next_price: { price: 2000, effective_from: '2026-12-27T17:00:00.000Z' },
        unit,
      }),
    ).toBe('Rp 2.000 per call from 28 Dec 2026')
  })

  it('says nothing when no change is announced', () => {
    expect(purchasedNextPriceText({ next_price: null, unit })).toBeNull()
  })
})

describe('purchasedPeriodText', () => {
  const now = new Date('2026-11-21T10:00:00Z')

  it('counts the days left of a running subscription', () => {
    expect(purchasedPeriodText({ period_end: '2026-11-24T10:00:00Z', status: 'APPROVED' }, now)).toMatch(
      /^Until 24 Nov 2026 \(3 days left\)$/,
    )
  })

  it('never reads a passed period as running, whatever the status says', () => {
    expect(purchasedPeriodText({ period_end: '2026-11-20T10:00:00Z', status: 'APPROVED' }, now)).toMatch(
      /^Ended 20 Nov 2026$/,
    )
    expect(purchasedPeriodText({ period_end: null, status: 'EXPIRED' }, now)).toBe('Ended')
  })

  it('says a purchase without a period has no end date', () => {
    expect(purchasedPeriodText({ period_end: null, status: 'APPROVED' }, now)).toBe('No end date')
  })
})

describe('purchasedPeriodCountText', () => {
  it('names the months or years bought, and nothing for other units', () => {
    expect(purchasedPeriodCountText(3, 'MONTH')).toBe('3 months')
    expect(purchasedPeriodCountText(1, 'YEAR')).toBe('1 year')
    expect(purchasedPeriodCountText(null, 'MONTH')).toBeNull()
    expect(purchasedPeriodCountText(5, 'CALL')).toBeNull()
  })
})

describe('readPurchasedFilters', () => {
  it('keeps valid filters from the address', () => {
    const id = '0b6f6c9e-2f7a-4a51-9d3e-0c1f5b1e2a33'
    const filters = readPurchasedFilters(
      new URLSearchParams(
        `page=3&search=+nik+&status=EXPIRED&access_status=SUSPENDED&data_type=API&provider_id=${id}&product_id=${id}`,
      ),
    )
    expect(filters).toEqual({
      page: 3,
      search: 'nik',
      status: 'EXPIRED',
      access_status: 'SUSPENDED',
      data_type: 'API',
      provider_id: id,
      product_id: id,
    })
    expect(isPurchasedFiltered(filters)).toBe(true)
  })

  it('drops what the server would refuse', () => {
    const filters = readPurchasedFilters(
      new URLSearchParams(
        'page=-2&status=WAITING_APPROVAL&access_status=PAUSED&data_type=CSV&provider_id=42&product_id=x',
      ),
    )
    expect(filters).toEqual({
      page: 1,
      search: '',
      status: null,
      access_status: null,
      data_type: null,
      provider_id: null,
      product_id: null,
    })
    expect(isPurchasedFiltered(filters)).toBe(false)
  })
})
