import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { transactionRequests, usageRecords } from '../../../db/schema'
import { privacyBudget } from '@lumbung/contract'
import { openSecretShareSuite, optionsUrl, type SecretShareSuite } from './secret-share-queries.test-helpers'

// A pay-per-query purchase at Rp 75.000 a query (docs/decisions/0051-spend-caps.md).
describe('a refusing spend cap and secret-share queries', () => {
  let suite: SecretShareSuite
  beforeAll(async () => {
    suite = await openSecretShareSuite()
  }, 60_000)
  afterAll(async () => suite.close())

  const putCaps = (payload: Record<string, unknown>) =>
    suite.test.app.inject({
      method: 'PUT',
      url: '/api/billing/spend-caps',
      headers: suite.people.consumerOwner,
      payload,
    })

  async function refusedRecords() {
    await suite.test.app.usage.flush()
    const [purchase] = await suite.db
      .select({ id: transactionRequests.id })
      .from(transactionRequests)
      .where(eq(transactionRequests.transactionNo, suite.transactionNo))
    return suite.db
      .select()
      .from(usageRecords)
      .where(
        and(
          eq(usageRecords.transactionRequestId, purchase!.id),
          eq(usageRecords.errorCode, 'SPEND_CAP_REACHED'),
        ),
      )
  }

  const budgetUsed = async () =>
    (
      await suite.test.app.inject({
        url: `${optionsUrl}?transaction_no=${suite.transactionNo}`,
        headers: suite.people.consumerMember,
      })
    ).json().data.privacy_budget.used_micro_rho as number

  it('stops a priced query before it runs once the product cap is reached, naming that cap', async () => {
    expect((await suite.query({ aggregate: 'COUNT' })).statusCode).toBe(200)
    expect(await budgetUsed()).toBe(privacyBudget.defaultQueryMicroRho)
    const productCap = { product_id: suite.productId, cap: 75_000 }
    await putCaps({ company_cap: null, is_refusing_at_cap: true, products: [productCap] })

    const refused = await suite.query({ aggregate: 'COUNT' })
    expect(refused.statusCode).toBe(402)
    expect(refused.json()).toMatchObject({
      code: 'SPEND_CAP_REACHED',
      message: expect.stringContaining(
        'the monthly spend cap of Rp 75.000 on this product is reached (Rp 75.000 spent this month)',
      ),
      details: { cap_kind: 'product', cap: 75_000, spend: 75_000 },
    })
    // The refusal is kept like any other, and is not billable nor charged to the privacy budget.
    const records = await refusedRecords()
    expect(records).toHaveLength(1)
    expect(records[0]).toMatchObject({ outcome: 'REJECTED', isBillable: false, httpStatus: 402 })
    expect(await budgetUsed()).toBe(privacyBudget.defaultQueryMicroRho)
  })

  it('names the company cap when it is the one reached, and lets queries through once refusing is off', async () => {
    const caps = (
      await suite.test.app.inject({
        url: '/api/billing/spend-caps',
        headers: suite.people.consumerOwner,
      })
    ).json().data
    await putCaps({ company_cap: caps.company_spend, is_refusing_at_cap: true, products: [] })
    const refused = await suite.query({ aggregate: 'COUNT' })
    expect(refused.statusCode).toBe(402)
    expect(refused.json().message).toContain("your company's monthly spend cap of")

    await putCaps({ company_cap: caps.company_spend, is_refusing_at_cap: false, products: [] })
    expect((await suite.query({ aggregate: 'COUNT' })).statusCode).toBe(200)
  })

  it('refuses a query whose price is more than the cap leaves, before it runs', async () => {
    await suite.test.app.usage.flush()
    const caps = (
      await suite.test.app.inject({
        url: '/api/billing/spend-caps',
        headers: suite.people.consumerOwner,
      })
    ).json().data
    // Rp 50.000 left under the company cap; a query costs Rp 75.000.
    await putCaps({ company_cap: caps.company_spend + 50_000, is_refusing_at_cap: true, products: [] })
    const used = await budgetUsed()
    const refused = await suite.query({ aggregate: 'COUNT' })
    expect(refused.statusCode).toBe(402)
    expect(refused.json()).toMatchObject({
      code: 'SPEND_CAP_REACHED',
      details: { cost: 75_000, headroom: 50_000 },
    })
    expect(await budgetUsed()).toBe(used)
  })
})
