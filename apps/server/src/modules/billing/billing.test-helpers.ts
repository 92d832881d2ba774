import { randomBytes, randomUUID } from 'node:crypto'
import type { UsageOutcome } from '@lumbung/contract'
import type { Database } from '../../db/database'
import { tenants, transactionRequests, users } from '../../db/schema'
import { insertProduct, tenantIdOf, userIdOf } from '../../../test/builders'
import { createTestApp, headersFor, type TestApp } from '../../../test/test-app'

export type Headers = Record<string, string>

const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'
const transactionNo = () =>
  `TRX-20240301-${[...randomBytes(6)].map((byte) => alphabet[byte % alphabet.length]).join('')}`

/** A verified company with an active owner who can sign in (by a minted session). */
export async function insertCompany(
  db: Database,
  legalName: string,
  email: string,
  { isProvider }: { isProvider: boolean },
): Promise<string> {
  const [tenant] = await db
    .insert(tenants)
    .values({ legalName, verificationStatus: 'VERIFIED', isConsumer: true, isProvider })
    .returning({ id: tenants.id })
  await db.insert(users).values({
    tenantId: tenant!.id,
    email,
    fullName: `Owner of ${legalName}`,
    passwordHash: 'not-used-minted-sessions',
    applicationRole: 'superadmin',
    status: 'ACTIVE',
    emailVerifiedAt: new Date(),
  })
  return tenant!.id
}

export interface PurchaseValues {
  productId: string
  productName: string
  consumerTenantId: string
  providerTenantId: string
  requestedBy: string
  pricingModel: 'SUBSCRIPTION' | 'ONE_TIME' | 'PAY_PER_CALL' | 'PAY_PER_QUERY'
  unit: 'MONTH' | 'YEAR' | 'FILE' | 'CALL' | 'QUERY'
  price: number
  decidedAt: Date
  periodCount?: number
  periodStart?: Date
  periodEnd?: Date
  /** The free trial kept in the purchase's terms. */
  trial?: { calls: number | null; days: number | null }
}

/** An approved purchase as the request service stores it; billing only reads these rows. */
export async function insertPurchase(db: Database, values: PurchaseValues): Promise<string> {
  const number = transactionNo()
  await db.insert(transactionRequests).values({
    transactionNo: number,
    productId: values.productId,
    consumerTenantId: values.consumerTenantId,
    providerTenantId: values.providerTenantId,
    requestedBy: values.requestedBy,
    purposeOfUsage: 'Billing tests',
    isDataAccessAgreement: true,
    status: 'APPROVED',
    transactionMetadata: {
      unit: values.unit,
      price: values.price,
      owner_id: values.providerTenantId,
      data_type: 'API',
      product_id: values.productId,
      data_type_id: null,
      pricing_model: values.pricingModel,
      delivery_method: 'API',
      product_name: values.productName,
      owner_legal_name: 'Provider',
      monthly_quota: null,
      period_count: values.periodCount ?? null,
      ...(values.trial ? { trial: values.trial } : {}),
    },
    requestMetadata: { user_id: values.requestedBy, tenant_id: values.consumerTenantId },
    approvalMetadata: { action: 'APPROVED', date: values.decidedAt.toISOString() },
    decidedAt: values.decidedAt,
    periodCount: values.periodCount ?? null,
    periodStart: values.periodStart ?? null,
    periodEnd: values.periodEnd ?? null,
  })
  return number
}

export interface UsageValues {
  occurredAt: Date
  kind?: 'API_CALL' | 'QUERY'
  consumerTenantId: string
  providerTenantId: string
  productId: string
  outcome?: UsageOutcome
  unitPrice: number | null
}

/** One ledger record as the gateway writes it: billable only when it succeeded. */
export function recordUsage(app: TestApp['app'], values: UsageValues) {
  const outcome = values.outcome ?? 'SUCCESS'
  app.usage.record({
    occurredAt: values.occurredAt,
    kind: values.kind ?? 'API_CALL',
    consumerTenantId: values.consumerTenantId,
    providerTenantId: values.providerTenantId,
    productId: values.productId,
    transactionRequestId: null,
    apiKeyId: null,
    method: 'GET',
    subPath: null,
    httpStatus: outcome === 'SUCCESS' ? 200 : outcome === 'REJECTED' ? 403 : 502,
    outcome,
    errorCode: outcome === 'SUCCESS' ? null : 'UPSTREAM_FAILED',
    latencyMs: 12,
    bytesIn: 0,
    bytesOut: 100,
    isBillable: outcome === 'SUCCESS',
    unitPrice: values.unitPrice,
  })
}

/** A day of March 2024 in Jakarta at 10:00 WIB. */
export const march = (day: number) => new Date(`2024-03-${String(day).padStart(2, '0')}T10:00:00+07:00`)
export const period = '2024-03'

/**
 * March 2024, far from the demo data's months: PT Data Nusantara sells to PT Konsumen Maju (calls at a
 * price that changes mid-month, failed and refused calls, queries, a subscription period and a
 * one-time purchase) and to a second consumer; a second provider sells to PT Konsumen Maju too.
 */
export async function openBillingSuite() {
  const testApp = await createTestApp()
  const { app, database } = testApp
  const db = database.db
  const provider = await tenantIdOf(db, 'PT Data Nusantara')
  const consumer = await tenantIdOf(db, 'PT Konsumen Maju')
  const requestedBy = await userIdOf(db, 'owner@consumer.test')
  const secondConsumer = await insertCompany(db, 'PT Pembeli Kedua', 'owner@pembeli.test', {
    isProvider: false,
  })
  const secondProvider = await insertCompany(db, 'PT Penyedia Kedua', 'owner@penyedia.test', {
    isProvider: true,
  })
  const callProduct = await insertProduct(db, { tenantId: provider, name: 'Billing Calls API', price: 1500 })
  const queryProduct = await insertProduct(db, {
    tenantId: provider,
    name: 'Billing Query Product',
    price: 5000,
  })
  const subscriptionProduct = await insertProduct(db, { tenantId: provider, name: 'Billing Subscription' })
  const fileProduct = await insertProduct(db, { tenantId: provider, name: 'Billing File' })
  // A name a spreadsheet would run as a formula: the CSV export must defuse it.
  const formulaProduct = await insertProduct(db, { tenantId: secondProvider, name: '=SUM(1+1)' })

  const subscriptionNo = await insertPurchase(db, {
    productId: subscriptionProduct,
    productName: 'Billing Subscription',
    consumerTenantId: consumer,
    providerTenantId: provider,
    requestedBy,
    pricingModel: 'SUBSCRIPTION',
    unit: 'MONTH',
    price: 750_000,
    decidedAt: new Date('2024-02-15T03:00:00Z'),
    periodCount: 3,
    periodStart: new Date('2024-02-15T03:00:00Z'),
    periodEnd: new Date('2024-05-15T03:00:00Z'),
  })
  const oneTimeNo = await insertPurchase(db, {
    productId: fileProduct,
    productName: 'Billing File',
    consumerTenantId: consumer,
    providerTenantId: provider,
    requestedBy,
    pricingModel: 'ONE_TIME',
    unit: 'FILE',
    price: 2_250_000,
    decidedAt: march(10),
  })

  const calls = { consumerTenantId: consumer, providerTenantId: provider, productId: callProduct }
  for (const day of [3, 4, 5]) recordUsage(app, { ...calls, occurredAt: march(day), unitPrice: 1000 })
  // The price rose to 1.500 on the 20th: each call is billed at the price in force when it was made.
  for (const day of [20, 21]) recordUsage(app, { ...calls, occurredAt: march(day), unitPrice: 1500 })
  recordUsage(app, { ...calls, occurredAt: march(22), unitPrice: 1500, outcome: 'UPSTREAM_ERROR' })
  recordUsage(app, { ...calls, occurredAt: march(23), unitPrice: 1500, outcome: 'REJECTED' })
  recordUsage(app, { ...calls, occurredAt: march(24), unitPrice: 1500, outcome: 'TIMEOUT' })
  for (const day of [6, 7]) {
    recordUsage(app, {
      consumerTenantId: consumer,
      providerTenantId: provider,
      productId: queryProduct,
      kind: 'QUERY',
      occurredAt: march(day),
      unitPrice: 5000,
    })
  }
  for (const day of [8, 9, 10, 11]) {
    recordUsage(app, {
      consumerTenantId: secondConsumer,
      providerTenantId: provider,
      productId: callProduct,
      occurredAt: march(day),
      unitPrice: 1000,
    })
  }
  for (const day of [12, 13]) {
    recordUsage(app, {
      consumerTenantId: consumer,
      providerTenantId: secondProvider,
      productId: formulaProduct,
      occurredAt: march(day),
      unitPrice: 2500,
    })
  }
  // The last moment of March in Jakarta belongs to March; the first of April does not.
  recordUsage(app, { ...calls, occurredAt: new Date('2024-03-31T16:59:59Z'), unitPrice: 1000 })
  recordUsage(app, { ...calls, occurredAt: new Date('2024-03-31T17:00:00Z'), unitPrice: 1000 })
  await app.usage.flush()

  return {
    testApp,
    app,
    db,
    provider,
    consumer,
    secondConsumer,
    secondProvider,
    products: { callProduct, queryProduct, subscriptionProduct, fileProduct, formulaProduct },
    subscriptionNo,
    oneTimeNo,
    headers: {
      consumerOwner: await headersFor(app, 'owner@consumer.test'),
      consumerMember: await headersFor(app, 'member@consumer.test'),
      providerOwner: await headersFor(app, 'owner@provider.test'),
      providerMember: await headersFor(app, 'member@provider.test'),
      secondConsumer: await headersFor(app, 'owner@pembeli.test'),
      secondProvider: await headersFor(app, 'owner@penyedia.test'),
      operator: await headersFor(app, 'operator@lumbung.test'),
    },
    get: (headers: Headers, url: string) => app.inject({ method: 'GET', url, headers }),
    send: (method: 'POST' | 'PUT', headers: Headers, url: string, payload: unknown) =>
      app.inject({ method, url, headers, payload: payload as Record<string, unknown> }),
    close: () => testApp.close(),
  }
}

export type BillingSuite = Awaited<ReturnType<typeof openBillingSuite>>

export const uniqueId = () => randomUUID()
