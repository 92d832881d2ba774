import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { billingCredits } from '../../db/schema'
import { userIdOf } from '../../../test/builders'
import { periodOf } from './billing-period'
import { insertPurchase, march, openBillingSuite, period, type BillingSuite } from './billing.test-helpers'

let suite: BillingSuite

beforeAll(async () => {
  suite = await openBillingSuite()
})

afterAll(async () => suite.close())

type Headers = Record<string, string>
const marchDays = 'from=2024-03-01&to=2024-03-31'

async function chart(headers: Headers, name: string, query: string) {
  const response = await suite.get(headers, `/api/dashboard/charts/${name}?${query}`)
  expect(response.statusCode).toBe(200)
  return response.json().data
}

async function spentOf(headers: Headers, side: 'consumer' | 'provider', query: string): Promise<number> {
  return ((await chart(headers, 'number-summary', `user_type=${side}&${query}`)) as { amount: number }).amount
}

async function invoiceOf(month = period) {
  const response = await suite.get(
    suite.headers.consumerOwner,
    `/api/billing/invoice/consumer?period=${month}`,
  )
  expect(response.statusCode).toBe(200)
  return response.json().data as {
    subtotal: number
    lines: { kind: string; product_id: string | null; amount: number }[]
  }
}

async function statementOf(month = period) {
  const response = await suite.get(
    suite.headers.providerOwner,
    `/api/billing/invoice/provider?period=${month}`,
  )
  expect(response.statusCode).toBe(200)
  return response.json().data as { gross: number }
}

describe('one definition of a company’s charges in a period', () => {
  it("shows the consumer's Spent as the invoice's subtotal: calls, queries, the subscription period and the one-time purchase", async () => {
    const invoice = await invoiceOf()
    expect(invoice.subtotal).toBe(3_022_000)
    expect(await spentOf(suite.headers.consumerOwner, 'consumer', marchDays)).toBe(invoice.subtotal)
    const daily = (await chart(
      suite.headers.consumerOwner,
      'total-daily-transaction',
      `user_type=consumer&${marchDays}`,
    )) as { days: { date: string; amount: number }[] }
    expect(daily.days.reduce((sum, day) => sum + day.amount, 0)).toBe(invoice.subtotal)
    // The one-time purchase falls on the day it was approved.
    expect(daily.days.find((day) => day.date === '2024-03-10')?.amount).toBeGreaterThanOrEqual(2_250_000)
  })

  it("shows the provider's Earned as the statement's gross", async () => {
    const statement = await statementOf()
    expect(statement.gross).toBeGreaterThan(0)
    expect(await spentOf(suite.headers.providerOwner, 'provider', marchDays)).toBe(statement.gross)
  })

  it('keeps a sold file product when filtered to it: its sale, not an empty period', async () => {
    const file = suite.products.fileProduct
    expect(await spentOf(suite.headers.consumerOwner, 'consumer', `${marchDays}&product_id=${file}`)).toBe(
      2_250_000,
    )
    expect(await spentOf(suite.headers.providerOwner, 'provider', `${marchDays}&product_id=${file}`)).toBe(
      2_250_000,
    )
    const perProduct = (await chart(
      suite.headers.providerOwner,
      'total-per-product-transaction',
      `user_type=provider&${marchDays}`,
    )) as { products: { product_id: string; calls: number; amount: number }[] }
    expect(perProduct.products.find((product) => product.product_id === file)).toMatchObject({
      calls: 0,
      amount: 2_250_000,
    })
  })

  it("takes a dispute credit off the consumer's Spent and the estimate alike, never off the provider's gross", async () => {
    const grossBefore = (await statementOf()).gross
    const subtotalBefore = (await invoiceOf()).subtotal
    await suite.db.insert(billingCredits).values({
      kind: 'DISPUTE',
      period,
      consumerTenantId: suite.consumer,
      providerTenantId: suite.provider,
      productId: suite.products.subscriptionProduct,
      productName: 'Billing Subscription',
      amount: 1500,
      createdAt: march(25),
    })
    const invoice = await invoiceOf()
    expect(invoice.subtotal).toBe(subtotalBefore - 1500)
    expect(invoice.lines.find((line) => line.kind === 'DISPUTE_CREDIT')?.amount).toBe(-1500)
    expect(await spentOf(suite.headers.consumerOwner, 'consumer', marchDays)).toBe(invoice.subtotal)
    expect(await spentOf(suite.headers.consumerOwner, 'consumer', 'from=2024-03-25&to=2024-03-25')).toBe(
      -1500,
    )
    const credited = suite.products.subscriptionProduct
    const creditedLines = invoice.lines.filter((line) => line.product_id === credited)
    expect(
      await spentOf(suite.headers.consumerOwner, 'consumer', `${marchDays}&product_id=${credited}`),
    ).toBe(750_000 - 1500)
    expect(creditedLines.reduce((sum, line) => sum + line.amount, 0)).toBe(750_000 - 1500)
    expect((await statementOf()).gross).toBe(grossBefore)
    expect(await spentOf(suite.headers.providerOwner, 'provider', marchDays)).toBe(grossBefore)
  })

  it("counts this month's one-time purchase in the spend caps' spend, the dashboard and the estimate alike", async () => {
    await insertPurchase(suite.db, {
      productId: suite.products.fileProduct,
      productName: 'Billing File',
      consumerTenantId: suite.consumer,
      providerTenantId: suite.provider,
      requestedBy: await userIdOf(suite.db, 'owner@consumer.test'),
      pricingModel: 'ONE_TIME',
      unit: 'FILE',
      price: 4_000_000,
      decidedAt: new Date(Date.now() - 60_000),
    })
    const month = periodOf(new Date())
    const estimate = await invoiceOf(month)
    expect(estimate.subtotal).toBeGreaterThanOrEqual(4_000_000)
    const caps = await suite.get(suite.headers.consumerOwner, '/api/billing/spend-caps')
    expect(caps.statusCode).toBe(200)
    expect(caps.json().data.company_spend).toBe(estimate.subtotal)
    expect(await spentOf(suite.headers.consumerOwner, 'consumer', '')).toBe(estimate.subtotal)
  })
})
