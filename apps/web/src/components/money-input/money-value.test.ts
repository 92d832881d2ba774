import { describe, expect, it } from 'vitest'
import { moneyAmountOf, moneyFieldsOf, moneyProblemOf, moneyTextOf } from './money-value'

const price = { field: 'Price' }
const cap = { field: 'Cap', min: 1 }

describe('typed money', () => {
  it('reads whole rupiah as typed, plain or grouped by dots', () => {
    expect(moneyAmountOf('1500000', price)).toBe(1_500_000)
    expect(moneyAmountOf('1.500.000', price)).toBe(1_500_000)
    expect(moneyAmountOf(' 0 ', price)).toBe(0)
    expect(moneyProblemOf('1.500.000', price)).toBeNull()
  })

  it.each([
    ['12.5', 'Price must be a whole number of rupiah, without decimals or signs'],
    ['12,5', 'Price must be a whole number of rupiah, without decimals or signs'],
    ['-300', 'Price must be a whole number of rupiah, without decimals or signs'],
    ['1e23', 'Price must be a whole number of rupiah, without decimals or signs'],
    ['Rp 5.000', 'Price must be a whole number of rupiah, without decimals or signs'],
    ['1000000000001', 'Price must be at most Rp 1.000.000.000.000'],
  ])('keeps %s as typed and says why the field refuses it, reading no amount', (text, message) => {
    expect(moneyProblemOf(text, price)).toBe(message)
    // Never silently 125, 300 or a clamped amount.
    expect(moneyAmountOf(text, price)).toBeNull()
  })

  it('says the lower limit as rupiah', () => {
    expect(moneyProblemOf('0', cap)).toBe('Cap must be at least Rp 1')
  })

  it('leaves a blank field to the form: no message, no amount', () => {
    expect(moneyProblemOf('', price)).toBeNull()
    expect(moneyAmountOf('  ', price)).toBeNull()
  })

  it('opens a form with the stored amount as digits', () => {
    expect(moneyTextOf(2_500_000)).toBe('2500000')
    expect(moneyTextOf(null)).toBe('')
  })

  it('checks several fields at once, naming each refused one', () => {
    const { errors, amounts } = moneyFieldsOf({
      company: { text: '5.000.000', rule: cap },
      product: { text: '12.5', rule: cap },
      none: { text: '', rule: cap },
    })
    expect(errors).toEqual({ product: 'Cap must be a whole number of rupiah, without decimals or signs' })
    expect(amounts).toEqual({ company: 5_000_000, product: null, none: null })
  })
})
