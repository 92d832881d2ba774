import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { billingCredits, purchasePriceChanges, transactionRequests } from '../../db/schema'
import { priceInForce, type ScheduledPrice } from '../../lib/price-in-force'
import { insertProduct, userIdOf } from '../../../test/builders'
import { createTestApp, headersFor, type TestApp } from '../../../test/test-app'
import { addMonths, periodEnd, periodStart } from './billing-period'
import { insertCompany, insertPurchase, recordUsage } from './billing.test-helpers'

/**
 * The one definition of a company's charges, as a property: whatever the usage, purchases, price
 * changes and credits, the consumer dashboard's Spent is the invoice's subtotal and the provider
 * dashboard's Earned is the settlement's gross, for every month and product filter, estimated or
 * closed. Each run sells between two companies of its own, in two months far from the demo data.
 * Because every figure reads the same definition, the calls and subscription periods are also held to
 * the price in force at their instant, worked out here from the drawn schedule: a reader that lost the
 * schedule would otherwise agree with itself.
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

/**
 * Scheduled prices, rises and cuts, in force from an instant before, inside or after the two months,
 * or exactly at a billing boundary (a subscription period's start; for calls, a month's start): a
 * change in force from that very instant already bills it.
 */
const priceChanges = fc.array(
  fc.record({
    when: fc.oneof(
      fc.record({
        month: fc.constantFrom('2023-04', ...months, '2023-07'),
        day: fc.integer({ min: 1, max: 28 }),
        hour: fc.integer({ min: 0, max: 23 }),
      }),
      fc.record({ period: fc.integer({ min: 0, max: 2 }) }),
    ),
    price: fc.integer({ min: 0, max: 9_000_000 }),
  }),
  { maxLength: 3 },
)

const scenario = fc.record({
  calls: fc.array(
    fc.record({
      when: moment,
      outcome: fc.constantFrom('SUCCESS', 'SUCCESS', 'UPSTREAM_ERROR', 'REJECTED' as const),
      isQuery: fc.boolean(),
    }),
    { maxLength: 6 },
  ),
  callPrice: fc.integer({ min: 0, max: 2_000_000 }),
  callChanges: priceChanges,
  oneTime: fc.option(fc.record({ when: moment, price: fc.integer({ min: 0, max: 90_000_000 }) })),
  subscription: fc.option(
    fc.record({
      when: moment,
      price: fc.integer({ min: 1, max: 9_000_000 }),
      periods: fc.integer({ min: 1, max: 3 }),
      changes: priceChanges,
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
  trial: fc.option(
    fc.oneof(
      fc.record({ calls: fc.integer({ min: 1, max: 4 }), days: fc.constant(null) }),
      fc.record({ calls: fc.constant(null), days: fc.integer({ min: 1, max: 80 }) }),
    ),
  ),
})

type DrawnCall = { when: { month: string; day: number; hour: number }; isQuery: boolean; price: number }

/**
 * What the call purchase's free trial leaves unbilled per month, worked out from the drawn calls by the
 * rule of docs/decisions/0069: a days trial frees each call before its end (it began on the approval's
 * Jakarta day, 1 April); a calls trial frees the first N counted day by day (calls before queries in a
 * day), the day the N-th falls in freeing its share of that day's amount.
 */
function trialFreeByMonth(trial: { calls: number | null; days: number | null } | null, calls: DrawnCall[]) {
  const free = new Map<string, number>()
  const add = (month: string, amount: number) => free.set(month, (free.get(month) ?? 0) + amount)
  if (!trial) return free
  if (trial.days !== null) {
    const end = at('2023-04', 1, 0).getTime() - 30 * 60_000 + trial.days * 24 * 3_600_000
    for (const call of calls)
      if (at(call.when.month, call.when.day, call.when.hour).getTime() < end) add(call.when.month, call.price)
    return free
  }
  const groups = new Map<string, { month: string; count: number; amount: number }>()
  for (const call of calls) {
    const key = `${call.when.month}-${String(call.when.day).padStart(2, '0')}|${call.isQuery ? 'QUERY' : 'API_CALL'}`
    const group = groups.get(key) ?? { month: call.when.month, count: 0, amount: 0 }
    group.count += 1
    group.amount += call.price
    groups.set(key, group)
  }
  let used = 0
  for (const key of [...groups.keys()].sort()) {
    const group = groups.get(key)!
    const freed = Math.min(group.count, Math.max((trial.calls ?? 0) - used, 0))
    used += group.count
    if (freed > 0)
      add(
        group.month,
        freed === group.count ? group.amount : Math.round((group.amount * freed) / group.count),
      )
  }
  return free
}

type DrawnChange = { when: { month: string; day: number; hour: number } | { period: number }; price: number }

/** The drawn changes as one purchase's schedule, one price per instant (a tie's order is the table's). */
function scheduleOf(changes: readonly DrawnChange[], boundary: (index: number) => Date) {
  const schedule = new Map<number, ScheduledPrice>()
  for (const change of changes) {
    const effectiveFrom =
      'period' in change.when
        ? boundary(change.when.period)
        : at(change.when.month, change.when.day, change.when.hour)
    schedule.set(effectiveFrom.getTime(), { price: change.price, effectiveFrom })
  }
  return [...schedule.values()].sort((a, b) => a.effectiveFrom.getTime() - b.effectiveFrom.getTime())
}

/** Stores a schedule for a purchase, each row saying the price it replaced, as a product edit does. */
async function schedulePrices(
  db: Database,
  transactionNo: string,
  approvedPrice: number,
  schedule: readonly ScheduledPrice[],
) {
  if (schedule.length === 0) return
  const [purchase] = await db
    .select({ id: transactionRequests.id, productId: transactionRequests.productId })
    .from(transactionRequests)
    .where(eq(transactionRequests.transactionNo, transactionNo))
  await db.insert(purchasePriceChanges).values(
    schedule.map((entry, index) => ({
      transactionRequestId: purchase!.id,
      productId: purchase!.productId,
      previousPrice: index === 0 ? approvedPrice : schedule[index - 1]!.price,
      price: entry.price,
      effectiveFrom: entry.effectiveFrom,
    })),
  )
}

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
        const callPurchase = await insertPurchase(db, {
          ...parties,
          productId: products[0]!,
          productName: names[0]!,
          pricingModel: 'PAY_PER_CALL',
          unit: 'CALL',
          price: drawn.callPrice,
          decidedAt: at('2023-04', 1, 9),
          ...(drawn.trial ? { trial: drawn.trial } : {}),
        })
        const callSchedule = scheduleOf(drawn.callChanges, (index) => periodStart(months[index % 2]!))
        await schedulePrices(db, callPurchase, drawn.callPrice, callSchedule)
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
        // What the subscription's periods bill per month: each at the price in force at its start.
        const expectedPeriods = new Map<string, number>()
        if (drawn.subscription) {
          const { when, price, periods, changes } = drawn.subscription
          const start = at(when.month, when.day, when.hour)
          const startOf = (index: number) => at(addMonths(when.month, index), when.day, when.hour)
          const schedule = scheduleOf(changes, startOf)
          for (let index = 0; index < periods; index += 1) {
            const month = addMonths(when.month, index)
            const billed = priceInForce(price, schedule, startOf(index))!
            expectedPeriods.set(month, (expectedPeriods.get(month) ?? 0) + billed)
          }
          const subscriptionPurchase = await insertPurchase(db, {
            ...parties,
            productId: products[2]!,
            productName: names[2]!,
            pricingModel: 'SUBSCRIPTION',
            unit: 'MONTH',
            price: drawn.subscription.price,
            decidedAt: start,
            periodCount: periods,
            periodStart: start,
            periodEnd: startOf(periods),
          })
          await schedulePrices(db, subscriptionPurchase, price, schedule)
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
        // Each call is priced as the gateway prices it: at the price in force when it was made.
        const expectedUsage = new Map<string, number>()
        const billable: DrawnCall[] = []
        for (const call of drawn.calls) {
          const occurredAt = at(call.when.month, call.when.day, call.when.hour)
          const unitPrice = priceInForce(drawn.callPrice, callSchedule, occurredAt)!
          if (call.outcome === 'SUCCESS') {
            expectedUsage.set(call.when.month, (expectedUsage.get(call.when.month) ?? 0) + unitPrice)
            billable.push({ when: call.when, isQuery: call.isQuery, price: unitPrice })
          }
          recordUsage(test.app, {
            consumerTenantId: consumer,
            providerTenantId: provider,
            productId: products[0]!,
            kind: call.isQuery ? 'QUERY' : 'API_CALL',
            occurredAt,
            outcome: call.outcome,
            unitPrice,
          })
        }
        await test.app.usage.flush()
        for (const [month, freed] of trialFreeByMonth(drawn.trial, billable))
          expectedUsage.set(month, (expectedUsage.get(month) ?? 0) - freed)
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
          for (const document of [invoice, statement]) {
            const lines = document.lines as { kind: string; amount: number }[]
            const billed = (kinds: string[]) =>
              lines.filter((line) => kinds.includes(line.kind)).reduce((sum, line) => sum + line.amount, 0)
            expect(billed(['SUBSCRIPTION']), `Subscription periods in ${month}`).toBe(
              expectedPeriods.get(month) ?? 0,
            )
            expect(billed(['PAY_PER_CALL', 'PAY_PER_QUERY']), `Calls in ${month}`).toBe(
              expectedUsage.get(month) ?? 0,
            )
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
