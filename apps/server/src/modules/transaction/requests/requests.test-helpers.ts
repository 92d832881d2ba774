import { randomUUID } from 'node:crypto'
import { and, desc, eq } from 'drizzle-orm'
import { expect } from 'vitest'
import type { App } from '../../../app'
import type { Database } from '../../../db/database'
import { auditLog, tenants, transactionRequests, users } from '../../../db/schema'
import type { Actor } from '../../../lib/access'
import { insertDataset, productBuilder, tenantIdOf } from '../../../../test/builders'
import { createTestApp, headersFor } from '../../../../test/test-app'

export const requestsBase = '/api/transaction'
export type Headers = Record<string, string>

/** The products requests are made for: geospatial, 1500 a call, unless a test says otherwise. */
export const insertProduct = productBuilder({ categories: ['GEOSPATIAL'], price: 1500 })

/**
 * One app per test file: PT Data Nusantara's products in every shape a request meets (pay per call,
 * monthly and yearly subscriptions, a file, private offers to each company, a draft, an archived one),
 * PT Konsumen Maju's own product, and signed-in headers for every person the tests act as.
 */
export async function openRequestsSuite() {
  const testApp = await createTestApp()
  const { app } = testApp
  const db = testApp.database.db
  const providerId = await tenantIdOf(db, 'PT Data Nusantara')
  const consumerId = await tenantIdOf(db, 'PT Konsumen Maju')
  const unverifiedId = await tenantIdOf(db, 'PT Baru Berdiri')
  const apiDataset = await insertDataset(db, providerId, { name: 'NIK phone match', dataType: 'API' })
  const fileDataset = await insertDataset(db, providerId, { name: 'Retail outlets', dataType: 'FILE' })
  const api = { tenantId: providerId, datasetId: apiDataset }
  const product = {
    payPerCall: await insertProduct(db, { ...api, name: 'NIK Phone Match' }),
    monthly: await insertProduct(db, {
      ...api,
      name: 'Daily Weather',
      pricingModel: 'SUBSCRIPTION',
      unit: 'MONTH',
      price: 2_500_000,
      monthlyQuota: 50_000,
    }),
    yearly: await insertProduct(db, {
      ...api,
      name: 'Postal Codes Yearly',
      pricingModel: 'SUBSCRIPTION',
      unit: 'YEAR',
      price: 20_000_000,
      monthlyQuota: 10_000,
    }),
    file: await insertProduct(db, {
      tenantId: providerId,
      datasetId: fileDataset,
      name: 'Retail Outlet Census',
      dataType: 'FILE',
      pricingModel: 'ONE_TIME',
      unit: 'FILE',
      price: 15_000_000,
      deliveryMethod: 'DOWNLOAD',
    }),
    privateToConsumer: await insertProduct(db, {
      ...api,
      name: 'Postal Look-up for Konsumen Maju',
      isPrivate: true,
      consumerTenantId: consumerId,
      price: 250,
    }),
    privateToOther: await insertProduct(db, {
      ...api,
      name: 'Offer for Baru Berdiri',
      isPrivate: true,
      consumerTenantId: unverifiedId,
    }),
    draft: await insertProduct(db, { ...api, name: 'Draft Product', status: 'DRAFT', publishedAt: null }),
    archived: await insertProduct(db, { ...api, name: 'Archived Product', status: 'ARCHIVED' }),
    consumersOwn: await insertProduct(db, { tenantId: consumerId, name: 'Konsumen Own Data' }),
  }
  const call = (headers: Headers, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    app.inject({
      method,
      url: `${requestsBase}${url}`,
      headers,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    })
  const consumerAdmin = await headersFor(app, 'admin@consumer.test')
  return {
    close: testApp.close,
    app,
    db,
    config: testApp.config,
    providerId,
    consumerId,
    product,
    consumerAdmin,
    providerAdmin: await headersFor(app, 'admin@provider.test'),
    providerOwner: await headersFor(app, 'owner@provider.test'),
    call,
    get: (headers: Headers, url: string) => call(headers, 'GET', url),
    actorOf: (email: string) => actorOf(db, email),
    /**
     * Sends a request as the consumer's admin (or `headers`) and answers its transaction number. Tests
     * buy one product many times over, so it states why a second purchase is wanted (the server keeps
     * the reason only when the company already holds a live purchase).
     */
    async request(productId: string, extra: Record<string, unknown> = {}, headers?: Headers) {
      const response = await call(headers ?? consumerAdmin, 'POST', '/consumer/request/add', {
        product_id: productId,
        purpose_of_usage: 'Verifying new customers during onboarding',
        is_data_access_agreement: true,
        repeat_reason: 'Another team of ours needs its own purchase',
        ...extra,
      })
      expect(response.statusCode, response.body).toBe(200)
      return response.json().data.transaction_no as string
    },
  }
}

export type RequestsSuite = Awaited<ReturnType<typeof openRequestsSuite>>

/** The actor a signed-in request would carry, for calling a service directly. */
export async function actorOf(db: Database, email: string): Promise<Actor> {
  const [row] = await db
    .select({ user: users, tenant: tenants })
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .where(eq(users.email, email))
  const { user, tenant } = row!
  return {
    userId: user.id,
    tenantId: tenant.id,
    sessionId: randomUUID(),
    role: user.applicationRole,
    isOperator: user.isOperator,
    isConsumer: tenant.isConsumer,
    isProvider: tenant.isProvider,
    isUserVerified: user.emailVerifiedAt !== null,
    isCompanyVerified: tenant.verificationStatus === 'VERIFIED',
    email: user.email,
    fullName: user.fullName,
    freshUntil: null,
  }
}

export async function rowOf(db: Database, transactionNo: string) {
  const [row] = await db
    .select()
    .from(transactionRequests)
    .where(eq(transactionRequests.transactionNo, transactionNo))
  return row!
}

export async function auditActions(db: Database, requestId: string): Promise<string[]> {
  const rows = await db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'transaction_request'), eq(auditLog.targetId, requestId)))
    .orderBy(desc(auditLog.createdAt))
  return rows.map((row) => row.action).reverse()
}

/** Makes a company a provider too, so it can be the wrong provider in isolation tests. */
export async function makeProvider(db: Database, tenantId: string) {
  await db.update(tenants).set({ isProvider: true }).where(eq(tenants.id, tenantId))
}

export { headersFor }
export type { App }
