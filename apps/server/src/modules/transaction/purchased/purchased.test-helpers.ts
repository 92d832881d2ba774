import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import type { Database } from '../../../db/database'
import { datasets, transactionRequestRevisions, transactionRequests } from '../../../db/schema'
import { insertDataset, userIdOf } from '../../../../test/builders'
import { headersFor } from '../../../../test/test-app'
import { completeApiProduct, openProductsSuite } from '../../data/products/products.test-helpers'

export const purchasedBase = '/api/transaction/consumer/purchased'

const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'

export function newTransactionNo(): string {
  const suffix = [...randomBytes(6)].map((byte) => alphabet[byte % alphabet.length]).join('')
  return `TRX-20261121-${suffix}`
}

/** Starts from no transactions at all, whatever the demo data holds, so counts are exact. */
export async function clearTransactions(db: Database) {
  await db.delete(transactionRequestRevisions)
  await db.delete(transactionRequests)
}

export interface PurchaseValues {
  productId: string
  productName: string
  consumerTenantId: string
  providerTenantId: string
  providerLegalName: string
  requestedBy: string
  status: 'WAITING_APPROVAL' | 'APPROVED' | 'REJECTED' | 'WITHDRAWN' | 'EXPIRED'
  dataType?: 'API' | 'FILE' | 'SECRET_SHARE'
  pricingModel?: 'PAY_PER_CALL' | 'SUBSCRIPTION' | 'ONE_TIME' | 'PAY_PER_QUERY'
  unit?: 'CALL' | 'MONTH' | 'YEAR' | 'FILE' | 'QUERY'
  deliveryMethod?: 'API' | 'DOWNLOAD' | 'CLOUD_STORAGE' | 'QUERY'
  price?: number
  monthlyQuota?: number | null
  periodCount?: number | null
  periodStart?: Date | null
  periodEnd?: Date | null
  decidedAt?: Date
}

/**
 * A transaction request row as the request service stores it, with its snapshots; the purchased-data
 * area only reads these rows, so tests put them in place directly.
 */
export async function insertPurchase(db: Database, values: PurchaseValues): Promise<string> {
  return (await insertPurchaseRow(db, values)).transactionNo
}

/** The same purchase, answering its row id beside its transaction number. */
export async function insertPurchaseRow(
  db: Database,
  values: PurchaseValues,
): Promise<{ id: string; transactionNo: string }> {
  const transactionNo = newTransactionNo()
  const isDecided = values.status !== 'WAITING_APPROVAL' && values.status !== 'WITHDRAWN'
  const decidedAt = values.decidedAt ?? new Date()
  const [row] = await db
    .insert(transactionRequests)
    .values({
      transactionNo,
      productId: values.productId,
      consumerTenantId: values.consumerTenantId,
      providerTenantId: values.providerTenantId,
      requestedBy: values.requestedBy,
      purposeOfUsage: 'Verifying customers during onboarding',
      isDataAccessAgreement: true,
      status: values.status,
      transactionMetadata: {
        unit: values.unit ?? 'CALL',
        price: values.price ?? 1500,
        owner_id: values.providerTenantId,
        data_type: values.dataType ?? 'API',
        product_id: values.productId,
        data_type_id: null,
        pricing_model: values.pricingModel ?? 'PAY_PER_CALL',
        delivery_method: values.deliveryMethod ?? 'API',
        product_name: values.productName,
        owner_legal_name: values.providerLegalName,
        monthly_quota: values.monthlyQuota ?? null,
        period_count: values.periodCount ?? null,
      },
      requestMetadata: { user_id: values.requestedBy, tenant_id: values.consumerTenantId },
      approvalMetadata: isDecided ? { action: values.status, date: decidedAt.toISOString() } : null,
      rejectReason: values.status === 'REJECTED' ? 'Not for this use' : null,
      decidedAt: isDecided ? decidedAt : null,
      periodCount: values.periodCount ?? null,
      periodStart: values.periodStart ?? null,
      periodEnd: values.periodEnd ?? null,
    })
    .returning({ id: transactionRequests.id })
  return { id: row!.id, transactionNo }
}

const day = 24 * 60 * 60 * 1000

/**
 * One app with the provider's API, weather and file products and the consumer's purchases of them in
 * every state: approved, subscription running, subscription passed (not yet swept), expired, approved
 * file, waiting, rejected, withdrawn, and another company's approved purchase.
 */
export async function openPurchasedSuite() {
  const suite = await openProductsSuite()
  const no: Record<string, string> = {}
  const publish = async (values: Record<string, string | string[]>) => {
    const response = await suite.add(suite.admin, values, false)
    expect(response.statusCode, response.body).toBe(200)
    return response.json().data.id as string
  }
  const { db, providerId, consumerId } = suite
  await clearTransactions(db)
  const consumerAdmin = await headersFor(suite.app, 'admin@consumer.test')
  const consumerMember = await headersFor(suite.app, 'member@consumer.test')
  await db
    .update(datasets)
    .set({
      baseUrl: 'https://upstream.example.com',
      path: '/v1/match/{nik}',
      method: 'POST',
      requestParams: [
        {
          name: 'nik',
          type: 'STRING',
          is_required: true,
          location: 'PATH',
          description: 'The NIK to check',
          example: '3171012345670001',
        },
        {
          name: 'phone',
          type: 'STRING',
          is_required: true,
          location: 'BODY',
          description: 'Phone number',
          example: '081234567890',
        },
        { name: 'strict', type: 'BOOLEAN', is_required: false, location: 'QUERY', description: null },
        { name: 'X-Request-Id', type: 'STRING', is_required: false, location: 'HEADER', description: null },
      ],
      headers: [{ name: 'X-Upstream-Secret', value: 'upstream-secret-value' }],
      responseSample: '{"is_match":true,"score":0.98}',
      responseTime: 'UNDER_500_MS',
      operationalHourFrom: '07:00',
      operationalHourTo: '19:00',
    })
    .where(eq(datasets.id, suite.apiDataset))
  await db
    .update(datasets)
    .set({
      fileName: 'outlets.csv',
      fileType: 'CSV',
      delimiter: 'COMMA',
      rowCount: 1200,
      fileSize: 48213,
      dataStructure: [
        { name: 'outlet_id', type: 'STRING', description: 'Outlet code', is_sensitive: false },
        { name: 'owner_phone', type: 'STRING', description: null, is_sensitive: true },
      ],
    })
    .where(eq(datasets.id, suite.fileDataset))
  const weatherDataset = await insertDataset(db, providerId, { name: 'Weather', dataType: 'API' })
  await db.update(datasets).set({ method: 'GET', requestParams: [] }).where(eq(datasets.id, weatherDataset))

  const apiProductId = await publish(completeApiProduct(suite.apiDataset, { name: 'NIK Phone Match' }))
  const weatherProductId = await publish(completeApiProduct(weatherDataset, { name: 'Rainfall by district' }))
  const fileProductId = await publish(
    completeApiProduct(suite.fileDataset, {
      name: 'Retail outlets',
      data_type: 'FILE',
      pricing_model: 'ONE_TIME',
      unit: 'FILE',
      price: '2500000',
      delivery_method: 'DOWNLOAD',
    }),
  )

  const requestedBy = await userIdOf(db, 'admin@consumer.test')
  const base = {
    consumerTenantId: consumerId,
    providerTenantId: providerId,
    providerLegalName: 'PT Data Nusantara',
    requestedBy,
  }
  const api: Omit<PurchaseValues, 'status'> = {
    ...base,
    productId: apiProductId,
    productName: 'NIK Phone Match',
  }
  const subscription = { ...api, pricingModel: 'SUBSCRIPTION', unit: 'MONTH', price: 750000 } as const
  const file = {
    ...base,
    productId: fileProductId,
    productName: 'Retail outlets',
    dataType: 'FILE',
    deliveryMethod: 'DOWNLOAD',
  } as const
  const now = Date.now()
  no.payPerCall = await insertPurchase(db, { ...api, status: 'APPROVED', decidedAt: new Date(now - 5 * day) })
  no.subscription = await insertPurchase(db, {
    ...subscription,
    status: 'APPROVED',
    monthlyQuota: 10000,
    periodCount: 3,
    periodStart: new Date(now - 10 * day),
    periodEnd: new Date(now + 80 * day),
    decidedAt: new Date(now - 10 * day),
  })
  // Approved, but its period has passed and the sweep has not written EXPIRED yet.
  no.passed = await insertPurchase(db, {
    ...subscription,
    productId: weatherProductId,
    productName: 'Rainfall by district',
    status: 'APPROVED',
    periodCount: 1,
    periodStart: new Date(now - 40 * day),
    periodEnd: new Date(now - 60_000),
    decidedAt: new Date(now - 40 * day),
  })
  no.expired = await insertPurchase(db, {
    ...file,
    status: 'EXPIRED',
    pricingModel: 'SUBSCRIPTION',
    unit: 'YEAR',
    periodCount: 1,
    periodStart: new Date(now - 400 * day),
    periodEnd: new Date(now - 35 * day),
    decidedAt: new Date(now - 400 * day),
  })
  no.file = await insertPurchase(db, {
    ...file,
    status: 'APPROVED',
    pricingModel: 'ONE_TIME',
    unit: 'FILE',
    price: 2500000,
    decidedAt: new Date(now - day),
  })
  no.waiting = await insertPurchase(db, { ...api, status: 'WAITING_APPROVAL' })
  no.rejected = await insertPurchase(db, { ...api, status: 'REJECTED' })
  no.withdrawn = await insertPurchase(db, { ...api, status: 'WITHDRAWN' })
  // Another company's running purchase of the weather product, whose purchase by the consumer has ended.
  no.otherTenant = await insertPurchase(db, {
    ...api,
    productId: weatherProductId,
    productName: 'Rainfall by district',
    consumerTenantId: providerId,
    requestedBy: await userIdOf(db, 'admin@provider.test'),
    status: 'APPROVED',
  })
  return {
    suite,
    no,
    consumerAdmin,
    consumerMember,
    apiProductId,
    weatherProductId,
    fileProductId,
    providerAdmin: await headersFor(suite.app, 'admin@provider.test'),
  }
}

export type PurchasedSuite = Awaited<ReturnType<typeof openPurchasedSuite>>
