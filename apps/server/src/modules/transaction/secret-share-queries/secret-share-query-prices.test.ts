import { and, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { purchasePriceChanges, transactionRequests, usageRecords } from '../../../db/schema'
import { openSecretShareSuite, type SecretShareSuite } from './secret-share-queries.test-helpers'

describe('the price of a query after a price change', () => {
  let suite: SecretShareSuite
  let purchaseId: string
  beforeAll(async () => {
    suite = await openSecretShareSuite()
    const [purchase] = await suite.db
      .select({ id: transactionRequests.id })
      .from(transactionRequests)
      .where(eq(transactionRequests.transactionNo, suite.transactionNo))
    purchaseId = purchase!.id
  })
  afterAll(async () => suite.close())

  const latestPrice = async () => {
    await suite.test.app.usage.flush()
    const [record] = await suite.db
      .select({ unitPrice: usageRecords.unitPrice })
      .from(usageRecords)
      .where(and(eq(usageRecords.transactionRequestId, purchaseId), eq(usageRecords.kind, 'QUERY')))
      .orderBy(desc(usageRecords.occurredAt))
      .limit(1)
    return record?.unitPrice
  }

  const schedule = (price: number, effectiveFrom: Date) =>
    suite.db.insert(purchasePriceChanges).values({
      transactionRequestId: purchaseId,
      productId: suite.productId,
      previousPrice: 75_000,
      price,
      effectiveFrom,
    })

  it('bills the price in force when the query runs: a change in force, not one still to come', async () => {
    await schedule(60_000, new Date(Date.now() - 60_000))
    await schedule(90_000, new Date(Date.now() + 24 * 60 * 60 * 1000))
    expect((await suite.query({ aggregate: 'COUNT' })).statusCode).toBe(200)
    expect(await latestPrice()).toBe(60_000)
  })
})
