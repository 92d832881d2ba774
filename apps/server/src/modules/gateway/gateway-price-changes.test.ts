import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { purchasePriceChanges } from '../../db/schema'
import { openGatewaySuite, type GatewaySuite } from './gateway.test-helpers'

let suite: GatewaySuite

beforeAll(async () => {
  suite = await openGatewaySuite()
})

afterAll(async () => suite.close())

const minuteMs = 60 * 1000

async function repricedPurchase(price: number, effectiveFrom: Date) {
  const productId = await suite.apiProduct({ price: 1500 })
  const transactionRequestId = await suite.purchase(productId, { price: 1500 })
  await suite.db.insert(purchasePriceChanges).values({
    transactionRequestId,
    productId,
    previousPrice: 1500,
    price,
    effectiveFrom,
  })
  return productId
}

describe('a scheduled price at the gateway', () => {
  it('bills the approved price until the date', async () => {
    const productId = await repricedPurchase(3000, new Date(Date.now() + 24 * 60 * minuteMs))
    expect((await suite.call(productId, { payload: { nik: '1' } })).statusCode).toBe(200)
    const [record] = await suite.usageOf(productId)
    expect(record).toMatchObject({ isBillable: true, unitPrice: 1500 })
  })

  it('bills the new price from the date on', async () => {
    const productId = await repricedPurchase(2500, new Date(Date.now() - minuteMs))
    expect((await suite.call(productId, { payload: { nik: '1' } })).statusCode).toBe(200)
    const [record] = await suite.usageOf(productId)
    expect(record).toMatchObject({ isBillable: true, unitPrice: 2500 })
  })
})
