import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openRequestsSuite, rowOf, type RequestsSuite } from './requests.test-helpers'

let suite: RequestsSuite
beforeAll(async () => {
  suite = await openRequestsSuite()
})
afterAll(() => suite.close())

// Rupiah have no decimals: new terms never turn '12.5' into 125 or clamp a price (docs/product.md#money).
describe('the price of new terms', () => {
  it.each([
    ['12.5', 'Price must be a whole number of rupiah, without decimals or signs'],
    [12.5, 'Price must be a whole number of rupiah, without decimals or signs'],
    ['-300', 'Price must be a whole number of rupiah, without decimals or signs'],
    [-300, 'Price must be at least Rp 0'],
    ['1e23', 'Price must be a whole number of rupiah, without decimals or signs'],
    [1e23, 'Price must be at most Rp 1.000.000.000.000'],
    [1_000_000_000_001, 'Price must be at most Rp 1.000.000.000.000'],
  ])('refuses %s with the field’s message, leaving the request as it was', async (price, message) => {
    const transactionNo = await suite.request(suite.product.privateToConsumer)
    const before = await rowOf(suite.db, transactionNo)
    const response = await suite.call(suite.providerAdmin, 'PUT', '/provider/request/update', {
      transaction_no: transactionNo,
      price,
    })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors.price).toBe(message)
    expect(await rowOf(suite.db, transactionNo)).toEqual(before)
    await suite.call(suite.consumerAdmin, 'PUT', `/consumer/request/withdraw/${transactionNo}`)
  })
})
