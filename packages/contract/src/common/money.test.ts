import { describe, expect, it } from 'vitest'
import { marketplaceListQuery } from '../data/marketplace.schemas'
import { productFormFields } from '../data/products.schemas'
import { disputeResolveBody } from '../billing/disputes.schemas'
import { spendCapsBody } from '../billing/spend-caps.schemas'
import { transactionRequestUpdateBody } from '../transaction/requests.schemas'
import { parseRupiah, rupiahProblemOf, rupiahSchema } from './money'

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message

describe('the rupiah schema', () => {
  const price = rupiahSchema({ field: 'Price' })

  it('reads whole rupiah, plain or grouped by dots in threes', () => {
    expect(price.parse('1500000')).toBe(1_500_000)
    expect(price.parse('1.500.000')).toBe(1_500_000)
    expect(price.parse(0)).toBe(0)
    expect(price.parse(' 12 ')).toBe(12)
    expect(parseRupiah('12.500')).toBe(12_500)
  })

  it.each([
    ['12.5', 'Price must be a whole number of rupiah, without decimals or signs'],
    ['12,5', 'Price must be a whole number of rupiah, without decimals or signs'],
    [12.5, 'Price must be a whole number of rupiah, without decimals or signs'],
    ['-300', 'Price must be a whole number of rupiah, without decimals or signs'],
    [-300, 'Price must be at least Rp 0'],
    ['1e23', 'Price must be a whole number of rupiah, without decimals or signs'],
    [1e23, 'Price must be at most Rp 1.000.000.000.000'],
    ['1000000000001', 'Price must be at most Rp 1.000.000.000.000'],
    [Number.POSITIVE_INFINITY, 'Price must be at most Rp 1.000.000.000.000'],
    [Number.NaN, 'Price must be a whole number of rupiah, without decimals or signs'],
    ['', 'Price can not be empty'],
  ])('refuses %s rather than reading it as something else', (value, message) => {
    expect(firstMessage(price.safeParse(value))).toBe(message)
  })

  it('says the lower limit as rupiah', () => {
    expect(rupiahProblemOf(0, { field: 'Cap', min: 1 })).toBe('Cap must be at least Rp 1')
  })
})

describe('every money field uses it', () => {
  const bad = ['12.5', '-300', '1e23', '1000000000001'] as const

  it.each(bad)('the product price refuses %s', (value) => {
    const result = productFormFields.safeParse({ price: value })
    const issue = result.success ? undefined : result.error.issues.find((entry) => entry.path[0] === 'price')
    expect(issue?.message).toMatch(/^Price must be/)
  })

  it.each(bad)('the new terms price refuses %s', (value) => {
    const result = transactionRequestUpdateBody.safeParse({
      transaction_no: 'TRX-20261128-ABC123',
      price: value,
    })
    const issue = result.success ? undefined : result.error.issues.find((entry) => entry.path[0] === 'price')
    expect(issue?.message).toMatch(/^Price must be/)
  })

  it.each(bad)('a spend cap refuses %s', (value) => {
    const result = spendCapsBody.safeParse({ company_cap: value, is_refusing_at_cap: true, products: [] })
    expect(firstMessage(result)).toMatch(/^Cap must be/)
  })

  it.each(bad)('a dispute credit refuses %s', (value) => {
    const result = disputeResolveBody.safeParse({ outcome: 'CREDITED', amount: value, note: 'x' })
    expect(firstMessage(result)).toMatch(/^Credit amount must be/)
  })

  it.each(bad)('the marketplace price filter refuses %s', (value) => {
    expect(firstMessage(marketplaceListQuery.safeParse({ price_min: value }))).toMatch(
      /^Minimum price must be/,
    )
    expect(marketplaceListQuery.parse({ price_max: '' }).price_max).toBeUndefined()
  })
})
