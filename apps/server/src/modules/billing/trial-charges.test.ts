import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { products, transactionRequests } from '../../db/schema'
import {
  insertProduct,
  openRequestsSuite,
  type RequestsSuite,
} from '../transaction/requests/requests.test-helpers'
import { headersFor } from '../../../test/test-app'
import { periodOf } from './billing-period'

/**
 * A free trial from the offer to the bill: its terms are kept in the request, its calls or days are
 * not charged by the one definition of charges (invoice, dashboard), and the purchase page shows how
 * far it has gone.
 */
let suite: RequestsSuite
let owner: Record<string, string>

beforeAll(async () => {
  suite = await openRequestsSuite()
  owner = await headersFor(suite.app, 'owner@consumer.test')
})

afterAll(async () => suite.close())

const hour = 3_600_000
const day = 24 * hour
const fetchAs = (url: string) => suite.app.inject({ method: 'GET', url, headers: suite.consumerAdmin })
const jakartaDate = (at: Date) => new Date(at.getTime() + 7 * hour).toISOString().slice(0, 10)

async function approve(transactionNo: string) {
  const response = await suite.call(suite.providerAdmin, 'PUT', '/provider/request/approve', {
    transaction_no: transactionNo,
  })
  expect(response.statusCode, response.body).toBe(200)
}

function recordCall(productId: string, occurredAt: Date, outcome: 'SUCCESS' | 'UPSTREAM_ERROR' = 'SUCCESS') {
  suite.app.usage.record({
    occurredAt,
    kind: 'API_CALL',
    consumerTenantId: suite.consumerId,
    providerTenantId: suite.providerId,
    productId,
    transactionRequestId: null,
    apiKeyId: null,
    method: 'GET',
    subPath: null,
    httpStatus: outcome === 'SUCCESS' ? 200 : 502,
    outcome,
    errorCode: outcome === 'SUCCESS' ? null : 'UPSTREAM_FAILED',
    latencyMs: 40,
    bytesIn: 0,
    bytesOut: 10,
    isBillable: outcome === 'SUCCESS',
    unitPrice: 2000,
  })
}

async function spentOn(productId: string, from: Date, to: Date) {
  const response = await fetchAs(
    `/api/dashboard/charts/number-summary?user_type=consumer&from=${jakartaDate(from)}&to=${jakartaDate(to)}&product_id=${productId}`,
  )
  expect(response.statusCode, response.body).toBe(200)
  return response.json().data.amount as number
}

async function invoiceLineOf(productId: string, at: Date) {
  const response = await suite.app.inject({
    method: 'GET',
    url: `/api/billing/invoice/consumer?period=${periodOf(at)}`,
    headers: owner,
  })
  expect(response.statusCode, response.body).toBe(200)
  const lines = response.json().data.lines as {
    product_id: string | null
    quantity: number
    amount: number
  }[]
  return lines.find((line) => line.product_id === productId)
}

async function purchaseTrial(transactionNo: string) {
  const response = await suite.get(suite.consumerAdmin, `/consumer/purchased/detail/${transactionNo}`)
  expect(response.statusCode, response.body).toBe(200)
  return response.json().data.trial
}

const marketplaceTrial = async (productId: string) => {
  const response = await fetchAs(`/api/data/consumer/marketplace/detail/${productId}`)
  expect(response.statusCode, response.body).toBe(200)
  return response.json().data.trial
}

describe('a free trial of the first calls', () => {
  it('is shown before the request and kept in the terms when the provider changes it later', async () => {
    const productId = await insertTrialProduct('Trial Terms API', { trialCalls: 3 })
    expect(await marketplaceTrial(productId)).toEqual({ calls: 3, days: null })
    const transactionNo = await suite.request(productId)
    await suite.db.update(products).set({ trialCalls: null, trialDays: 14 }).where(eq(products.id, productId))
    await approve(transactionNo)
    const [stored] = await suite.db
      .select({ terms: transactionRequests.transactionMetadata })
      .from(transactionRequests)
      .where(eq(transactionRequests.transactionNo, transactionNo))
    expect(stored!.terms.trial).toEqual({ calls: 3, days: null })
    // New requests are offered the new terms; the purchase keeps the ones it accepted.
    expect(await marketplaceTrial(productId)).toEqual({ calls: null, days: 14 })
    expect(await purchaseTrial(transactionNo)).toMatchObject({ calls: 3, days: null, calls_used: 0 })
  })

  it('bills none of the first N calls and bills the call after, with no new request', async () => {
    const productId = await insertTrialProduct('Trial Calls API', { trialCalls: 3 })
    const transactionNo = await suite.request(productId)
    await approve(transactionNo)
    const now = new Date()
    recordCall(productId, now)
    recordCall(productId, now)
    recordCall(productId, now, 'UPSTREAM_ERROR')
    await suite.app.usage.flush()
    expect(await purchaseTrial(transactionNo)).toMatchObject({ calls: 3, calls_used: 2, is_over: false })
    expect(await invoiceLineOf(productId, now)).toBeUndefined()
    expect(await spentOn(productId, now, now)).toBe(0)

    recordCall(productId, now)
    recordCall(productId, now)
    await suite.app.usage.flush()
    expect(await purchaseTrial(transactionNo)).toMatchObject({ calls: 3, calls_used: 4, is_over: true })
    // The fourth call is the first one billed: one call at Rp 2.000 on the invoice and the dashboard.
    expect(await invoiceLineOf(productId, now)).toMatchObject({ quantity: 1, amount: 2000 })
    expect(await spentOn(productId, now, now)).toBe(2000)
  })
})

describe('a free trial of the first days', () => {
  it('bills nothing before its last day ends and every call after', async () => {
    const productId = await insertTrialProduct('Trial Days API', { trialDays: 7 })
    const transactionNo = await suite.request(productId)
    await approve(transactionNo)
    const now = new Date()
    // Approved nine days ago: the trial covered that day and the six after it.
    const approvedAt = new Date(now.getTime() - 9 * day)
    await suite.db
      .update(transactionRequests)
      .set({ decidedAt: approvedAt })
      .where(eq(transactionRequests.transactionNo, transactionNo))
    recordCall(productId, new Date(approvedAt.getTime() + hour))
    recordCall(productId, new Date(approvedAt.getTime() + 5 * day))
    recordCall(productId, new Date(now.getTime() - hour))
    await suite.app.usage.flush()
    expect(await spentOn(productId, new Date(approvedAt.getTime() - day), now)).toBe(2000)
    expect(await purchaseTrial(transactionNo)).toMatchObject({ days: 7, days_left: 0, is_over: true })
  })

  it('counts the days left, today included', async () => {
    const productId = await insertTrialProduct('Trial Days Running API', { trialDays: 7 })
    const transactionNo = await suite.request(productId)
    await approve(transactionNo)
    await suite.db
      .update(transactionRequests)
      .set({ decidedAt: new Date(Date.now() - 2 * day) })
      .where(eq(transactionRequests.transactionNo, transactionNo))
    recordCall(productId, new Date())
    await suite.app.usage.flush()
    // The approval's day was the first of seven, today is the third: five are left.
    expect(await purchaseTrial(transactionNo)).toMatchObject({ days: 7, days_left: 5, is_over: false })
    expect(await spentOn(productId, new Date(), new Date())).toBe(0)
  })
})

/** A pay-per-call API product at Rp 2.000 a call on the suite's API dataset, with a trial. */
async function insertTrialProduct(name: string, trial: { trialCalls?: number; trialDays?: number }) {
  const [model] = await suite.db
    .select({ datasetId: products.datasetId })
    .from(products)
    .where(eq(products.id, suite.product.payPerCall))
  return insertProduct(suite.db, {
    tenantId: suite.providerId,
    datasetId: model!.datasetId,
    name,
    price: 2000,
    ...trial,
  })
}
