import { describe, expect, it } from 'vitest'
import { priceTextOf } from './product-price'

describe('priceTextOf', () => {
  it('shows whole rupiah with the unit', () => {
    expect(priceTextOf({ price: 1500000, unit: { value: 'MONTH', description: 'Per month' } })).toBe(
      'Rp 1.500.000 per month',
    )
  })
  it('shows a dash for a draft without a price', () => {
    expect(priceTextOf({ price: null, unit: null })).toBe('—')
  })
})
