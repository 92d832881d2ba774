import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertProduct, tenantIdOf, userIdOf } from '../../../test/builders'
import { createTestApp, type TestApp } from '../../../test/test-app'
import { purchasePriceChanges, transactionRequests } from '../../db/schema'
import { createBillingChargesRepository } from './billing-charges.repository'
import { insertCompany, insertPurchase } from './billing.test-helpers'

let test: TestApp
let consumer: string
let requestId: string

/** The Jakarta month starting on the first of `month` (1-based) of 2025. */
const monthOf = (month: number) => ({
  from: new Date(`2025-${String(month).padStart(2, '0')}-01T00:00:00+07:00`),
  to: new Date(`2025-${String(month + 1).padStart(2, '0')}-01T00:00:00+07:00`),
})

beforeAll(async () => {
  test = await createTestApp()
  const db = test.database.db
  const provider = await tenantIdOf(db, 'PT Data Nusantara')
  consumer = await insertCompany(db, 'PT Harga Baru', 'owner@harga-baru.test', { isProvider: false })
  const productId = await insertProduct(db, { tenantId: provider, name: 'Repriced subscription' })
  // Four monthly periods from 10 Jan 2025 (10:00 WIB): 10 Jan, 10 Feb, 10 Mar, 10 Apr.
  const transactionNo = await insertPurchase(db, {
    productId,
    productName: 'Repriced subscription',
    consumerTenantId: consumer,
    providerTenantId: provider,
    requestedBy: await userIdOf(db, 'owner@harga-baru.test'),
    pricingModel: 'SUBSCRIPTION',
    unit: 'MONTH',
    price: 1_000_000,
    decidedAt: new Date('2025-01-10T03:00:00Z'),
    periodCount: 4,
    periodStart: new Date('2025-01-10T03:00:00Z'),
    periodEnd: new Date('2025-05-10T03:00:00Z'),
  })
  const [row] = await db
    .select({ id: transactionRequests.id })
    .from(transactionRequests)
    .where(eq(transactionRequests.transactionNo, transactionNo))
  requestId = row!.id
  // A rise made on 20 Jan reaches the first period start at least 30 days on: 10 Mar.
  await db.insert(purchasePriceChanges).values({
    transactionRequestId: requestId,
    productId,
    previousPrice: 1_000_000,
    price: 1_200_000,
    effectiveFrom: new Date('2025-03-10T03:00:00Z'),
  })
})

afterAll(async () => test.close())

describe("a subscription's periods after a price change", () => {
  it('bills each period at the price in force at its start', async () => {
    const charges = createBillingChargesRepository(test.database.db)
    const amountIn = async (month: number) => {
      const rows = await charges.charges({ side: 'consumer', tenantId: consumer }, monthOf(month))
      return rows.map((charge) => [charge.unitPrice, charge.amount])
    }
    expect(await amountIn(1)).toEqual([[1_000_000, 1_000_000]])
    expect(await amountIn(2)).toEqual([[1_000_000, 1_000_000]])
    expect(await amountIn(3)).toEqual([[1_200_000, 1_200_000]])
    expect(await amountIn(4)).toEqual([[1_200_000, 1_200_000]])
  })

  it('keeps the provider side in step', async () => {
    const charges = createBillingChargesRepository(test.database.db)
    const rows = await charges.charges({ side: 'all' }, { from: monthOf(1).from, to: monthOf(4).to })
    const mine = rows.filter((charge) => charge.consumerTenantId === consumer)
    expect(mine.reduce((sum, charge) => sum + charge.amount, 0)).toBe(2 * 1_000_000 + 2 * 1_200_000)
  })
})
