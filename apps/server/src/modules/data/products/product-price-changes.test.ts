import { formatDate } from '@lumbung/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { userIdOf } from '../../../../test/builders'
import { readMailbox } from '../../../../test/mailbox'
import { purchasePriceChanges } from '../../../db/schema'
import { insertPurchaseRow, type PurchaseValues } from '../../transaction/purchased/purchased.test-helpers'
import { periodEndOf } from '../../transaction/requests'
import { completeApiProduct, openProductsSuite, type ProductsSuite } from './products.test-helpers'

type Headers = Record<string, string>
let suite: ProductsSuite
let admin: Headers
let apiDataset: string
let requestedBy: string

const dayMs = 24 * 60 * 60 * 1000
const subscriptionTerms = { pricing_model: 'SUBSCRIPTION', unit: 'MONTH', monthly_quota: '1000' }

beforeAll(async () => {
  suite = await openProductsSuite()
  ;({ admin, apiDataset } = suite)
  requestedBy = await userIdOf(suite.db, 'owner@consumer.test')
})

afterAll(async () => suite.close())

async function publishedProduct(name: string, overrides: Record<string, string> = {}) {
  const created = await suite.add(admin, completeApiProduct(apiDataset, { name, ...overrides }), false)
  expect(created.statusCode).toBe(200)
  return created.json().data.id as string
}

const buy = (productId: string, values: Partial<PurchaseValues> = {}) =>
  insertPurchaseRow(suite.db, {
    productId,
    productName: 'Priced product',
    consumerTenantId: suite.consumerId,
    providerTenantId: suite.providerId,
    providerLegalName: 'PT Data Nusantara',
    requestedBy,
    status: 'APPROVED',
    ...values,
  })

const reprice = (id: string, name: string, price: string, overrides: Record<string, string> = {}) =>
  suite.update(admin, { id, ...completeApiProduct(apiDataset, { name, price, ...overrides }) }, false)

const changesOf = (transactionRequestId: string) =>
  suite.db
    .select()
    .from(purchasePriceChanges)
    .where(eq(purchasePriceChanges.transactionRequestId, transactionRequestId))

describe('a price change of a product with buyers', () => {
  it('reaches a pay-per-call purchase from the first Jakarta midnight 30 days on, mailed to owner and admins', async () => {
    const id = await publishedProduct('Calls rising')
    const purchase = await buy(id, { price: 1500 })
    const before = Date.now()
    const changed = await reprice(id, 'Calls rising', '2000')
    expect(changed.statusCode).toBe(200)
    // A new request is offered the new price at once.
    expect(changed.json().data.price).toBe(2000)

    const [change] = await changesOf(purchase.id)
    expect(change).toMatchObject({ previousPrice: 1500, price: 2000 })
    const from = change!.effectiveFrom.getTime()
    expect(from).toBeGreaterThanOrEqual(before + 30 * dayMs)
    expect(from).toBeLessThan(before + 31 * dayMs)
    // Midnight in Jakarta: 17:00 UTC.
    expect(change!.effectiveFrom.getUTCHours()).toBe(17)

    const date = formatDate(change!.effectiveFrom)
    for (const address of ['owner@consumer.test', 'admin@consumer.test']) {
      const [mail] = await readMailbox(suite.app, address)
      expect(mail!.subject).toBe('The price of Priced product rises')
      expect(mail!.text).toContain('Rp 1.500 per call')
      expect(mail!.text).toContain(`Rp 2.000 per call from ${date}`)
      expect(mail!.text).toContain(purchase.transactionNo)
    }
    // The buyer's purchase detail keeps the price in force and names the coming one with its date.
    const detail = await suite.get(
      suite.consumerOwner,
      `/api/transaction/consumer/purchased/detail/${purchase.transactionNo}`,
    )
    expect(detail.json().data).toMatchObject({
      price: 1500,
      next_price: { price: 2000, effective_from: change!.effectiveFrom.toISOString() },
    })

    const toMember = await readMailbox(suite.app, 'member@consumer.test')
    expect(toMember.some((mail) => mail.text.includes(purchase.transactionNo))).toBe(false)
  })

  it('reaches a subscription at its first period start at least 30 days on', async () => {
    const id = await publishedProduct('Subscription rising', subscriptionTerms)
    const periodStart = new Date(Date.now() - 10 * dayMs)
    const purchase = await buy(id, {
      pricingModel: 'SUBSCRIPTION',
      unit: 'MONTH',
      price: 1500,
      periodCount: 3,
      periodStart,
      periodEnd: periodEndOf(periodStart, 3, 'MONTH'),
    })
    expect((await reprice(id, 'Subscription rising', '2500', subscriptionTerms)).statusCode).toBe(200)
    const [change] = await changesOf(purchase.id)
    // The second period starts about 20 days on, too soon; the third is the first at least 30 days on.
    expect(change!.effectiveFrom.toISOString()).toBe(periodEndOf(periodStart, 2, 'MONTH').toISOString())
  })

  it('leaves a subscription whose last period starts within the notice at its price', async () => {
    const id = await publishedProduct('Subscription ending', subscriptionTerms)
    const periodStart = new Date(Date.now() - 10 * dayMs)
    const purchase = await buy(id, {
      pricingModel: 'SUBSCRIPTION',
      unit: 'MONTH',
      price: 1500,
      periodCount: 2,
      periodStart,
      periodEnd: periodEndOf(periodStart, 2, 'MONTH'),
    })
    expect((await reprice(id, 'Subscription ending', '2500', subscriptionTerms)).statusCode).toBe(200)
    expect(await changesOf(purchase.id)).toEqual([])
  })

  it('applies a decrease to everyone at once, replacing a rise not yet in force', async () => {
    const id = await publishedProduct('Calls falling')
    const purchase = await buy(id, { price: 1500 })
    expect((await reprice(id, 'Calls falling', '3000')).statusCode).toBe(200)
    const before = Date.now()
    expect((await reprice(id, 'Calls falling', '1000')).statusCode).toBe(200)
    const changes = await changesOf(purchase.id)
    expect(changes).toHaveLength(1)
    expect(changes[0]).toMatchObject({ previousPrice: 1500, price: 1000 })
    expect(changes[0]!.effectiveFrom.getTime()).toBeGreaterThanOrEqual(before)
    expect(changes[0]!.effectiveFrom.getTime()).toBeLessThanOrEqual(Date.now())
    const detail = await suite.get(
      suite.consumerOwner,
      `/api/transaction/consumer/purchased/detail/${purchase.transactionNo}`,
    )
    expect(detail.json().data).toMatchObject({ price: 1000, next_price: null })
    const [mail] = await readMailbox(suite.app, 'owner@consumer.test')
    expect(mail!.subject).toBe('The price of Priced product falls')
    expect(mail!.text).toContain(`Rp 1.000 per call from ${formatDate(changes[0]!.effectiveFrom)}`)
  })

  it('leaves expired purchases alone', async () => {
    const id = await publishedProduct('Old buyers only')
    const expired = await buy(id, {
      pricingModel: 'SUBSCRIPTION',
      unit: 'MONTH',
      periodCount: 1,
      periodStart: new Date(Date.now() - 40 * dayMs),
      periodEnd: new Date(Date.now() - 10 * dayMs),
    })
    expect((await reprice(id, 'Old buyers only', '2000')).statusCode).toBe(200)
    expect(await changesOf(expired.id)).toEqual([])
  })
})
