import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { billingCredits } from '../../db/schema'
import { insertProduct, userIdOf } from '../../../test/builders'
import { createTestApp, headersFor, type TestApp } from '../../../test/test-app'
import { periodEnd } from './billing-period'
import { insertCompany, insertPurchase, recordUsage } from './billing.test-helpers'

/**
 * The one definition of a company's charges, as a property: whatever the usage, purchases and credits,
 * the consumer dashboard's Spent is the invoice's subtotal and the provider dashboard's Earned is the
 * settlement's gross, for every month and product filter, estimated or closed. Each run sells between
 * two companies of its own, in two months far from the demo data.
 */
const months = ['2023-05', '2023-06'] as const
const lastDay: Record<(typeof months)[number], string> = { '2023-05': '31', '2023-06': '30' }
const at = (month: string, day: number, hour: number) =>
  new Date(`${month}-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:30:00+07:00`)

const moment = fc.record({
  month: fc.constantFrom(...months),
  day: fc.integer({ min: 1, max: 28 }),
  hour: fc.integer({ min: 0, max: 23 }),
})

const scenario = fc.record({
  calls: fc.array(
    fc.record({
      when: moment,
      price: fc.integer({ min: 0, max: 2_000_000 }),
      outcome: fc.constantFrom('SUCCESS', 'SUCCESS', 'UPSTREAM_ERROR', 'REJECTED' as const),
      isQuery: fc.boolean(),
    }),
    { maxLength: 6 },
  ),
  oneTime: fc.option(fc.record({ when: moment, price: fc.integer({ min: 0, max: 90_000_000 }) })),
  subscription: fc.option(
    fc.record({
      when: moment,
      price: fc.integer({ min: 1, max: 9_000_000 }),
      periods: fc.integer({ min: 1, max: 3 }),
    }),
  ),
  credits: fc.array(
    fc.record({
      product: fc.integer({ min: 0, max: 2 }),
      month: fc.constantFrom(...months),
      kind: fc.constantFrom('SLA', 'DISPUTE' as const),
      amount: fc.integer({ min: 1, max: 500_000 }),
      day: fc.integer({ min: 1, max: 28 }),
    }),
    { maxLength: 3 },
  ),
  isClosed: fc.boolean(),
})

let test: TestApp
let operator: Record<string, string>
let run = 0

beforeAll(async () => {
  test = await createTestApp()
  operator = await headersFor(test.app, 'operator@lumbung.test')
})

afterAll(async () => test.close())

async function data(headers: Record<string, string>, url: string) {
  const response = await test.app.inject({ method: 'GET', url, headers })
  expect(response.statusCode, url).toBe(200)
  return response.json().data
}

describe('figures that reconcile to the rupiah', () => {
  it('Spent = invoice subtotal and Earned = settlement gross, for every month and product filter', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async (drawn) => {
        run += 1
        const db = test.database.db
        const consumer = await insertCompany(db, `PT Pembeli ${run}`, `buyer${run}@reconcile.test`, {
          isProvider: false,
        })
        const provider = await insertCompany(db, `PT Penjual ${run}`, `seller${run}@reconcile.test`, {
          isProvider: true,
        })
        const [buyer, seller] = await Promise.all([
          headersFor(test.app, `buyer${run}@reconcile.test`),
          headersFor(test.app, `seller${run}@reconcile.test`),
        ])
        const requestedBy = await userIdOf(db, `buyer${run}@reconcile.test`)
        const names = ['Calls', 'File', 'Subscription'].map((name) => `${name} ${run}`)
        const products = await Promise.all(
          names.map((name) => insertProduct(db, { tenantId: provider, name, price: 1000 })),
        )
        const parties = { consumerTenantId: consumer, providerTenantId: provider, requestedBy }
        // Every product is requested, so the consumer may filter by it.
        await insertPurchase(db, {
          ...parties,
          productId: products[0]!,
          productName: names[0]!,
          pricingModel: 'PAY_PER_CALL',
          unit: 'CALL',
          price: 1000,
          decidedAt: at('2023-04', 1, 9),
        })
        await insertPurchase(db, {
          ...parties,
          productId: products[1]!,
          productName: names[1]!,
          pricingModel: 'ONE_TIME',
          unit: 'FILE',
          price: drawn.oneTime?.price ?? 0,
          decidedAt: drawn.oneTime
            ? at(drawn.oneTime.when.month, drawn.oneTime.when.day, drawn.oneTime.when.hour)
            : at('2023-04', 1, 9),
        })
        if (drawn.subscription) {
          const start = at(
            drawn.subscription.when.month,
            drawn.subscription.when.day,
            drawn.subscription.when.hour,
          )
          await insertPurchase(db, {
            ...parties,
            productId: products[2]!,
            productName: names[2]!,
            pricingModel: 'SUBSCRIPTION',
            unit: 'MONTH',
            price: drawn.subscription.price,
            decidedAt: start,
            periodCount: drawn.subscription.periods,
            periodStart: start,
            periodEnd: new Date(start.getTime() + drawn.subscription.periods * 31 * 86_400_000),
          })
        } else {
          await insertPurchase(db, {
            ...parties,
            productId: products[2]!,
            productName: names[2]!,
            pricingModel: 'PAY_PER_CALL',
            unit: 'CALL',
            price: 1000,
            decidedAt: at('2023-04', 1, 9),
          })
        }
        for (const call of drawn.calls) {
          recordUsage(test.app, {
            consumerTenantId: consumer,
            providerTenantId: provider,
            productId: products[0]!,
            kind: call.isQuery ? 'QUERY' : 'API_CALL',
            occurredAt: at(call.when.month, call.when.day, call.when.hour),
            outcome: call.outcome,
            unitPrice: call.price,
          })
        }
        await test.app.usage.flush()
        for (const credit of drawn.credits) {
          await db
            .insert(billingCredits)
            .values({
              kind: credit.kind,
              period: credit.month,
              consumerTenantId: consumer,
              providerTenantId: provider,
              productId: products[credit.product]!,
              productName: names[credit.product]!,
              amount: credit.amount,
              // A dispute credit is made in its month; an SLA credit at the close, after it.
              createdAt:
                credit.kind === 'DISPUTE'
                  ? at(credit.month, credit.day, 12)
                  : new Date(periodEnd(credit.month).getTime() + 10 * 60_000),
            })
            // One SLA credit per product and month, as the close makes them.
            .onConflictDoNothing()
        }
        if (drawn.isClosed) {
          for (const month of months) {
            const closed = await test.app.inject({
              method: 'POST',
              url: '/api/operator/billing/month-close',
              headers: operator,
              payload: { period: month },
            })
            expect(closed.statusCode).toBe(200)
          }
        }

        for (const month of months) {
          const days = `from=${month}-01&to=${month}-${lastDay[month]}`
          const invoice = await data(buyer, `/api/billing/invoice/consumer?period=${month}`)
          const statement = await data(seller, `/api/billing/invoice/provider?period=${month}`)
          for (const product of [null, ...products]) {
            const filter = product ? `&product_id=${product}` : ''
            const spent = await data(
              buyer,
              `/api/dashboard/charts/number-summary?user_type=consumer&${days}${filter}`,
            )
            const earned = await data(
              seller,
              `/api/dashboard/charts/number-summary?user_type=provider&${days}${filter}`,
            )
            const invoiced = product
              ? (invoice.lines as { product_id: string | null; amount: number }[])
                  .filter((line) => line.product_id === product)
                  .reduce((sum, line) => sum + line.amount, 0)
              : invoice.subtotal
            const settled = product
              ? (statement.lines as { product_id: string | null; amount: number }[])
                  .filter((line) => line.product_id === product)
                  .reduce((sum, line) => sum + line.amount, 0)
              : statement.gross
            expect(spent.amount, `Spent in ${month} ${product ?? ''}`).toBe(invoiced)
            expect(earned.amount, `Earned in ${month} ${product ?? ''}`).toBe(settled)
          }
          const daily = await data(
            buyer,
            `/api/dashboard/charts/total-daily-transaction?user_type=consumer&${days}`,
          )
          expect((daily.days as { amount: number }[]).reduce((sum, day) => sum + day.amount, 0)).toBe(
            invoice.subtotal,
          )
        }
      }),
      { numRuns: 24 },
    )
  }, 240_000)
})
