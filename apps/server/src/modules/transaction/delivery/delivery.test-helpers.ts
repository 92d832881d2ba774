import { readdirSync, readlinkSync } from 'node:fs'
import { sep } from 'node:path'
import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import type { Config } from '../../../config'
import { transactionRequests, usageRecords } from '../../../db/schema'
import { tenantIdOf, userIdOf } from '../../../../test/builders'
import { multipartBody, type MultipartPart } from '../../../../test/multipart'
import { createTestApp, headersFor } from '../../../../test/test-app'
import { completeApiProduct } from '../../data/products/products.test-helpers'
import { insertPurchase, type PurchaseValues } from '../purchased/purchased.test-helpers'

export const outletsCsv =
  'outlet_id,name,district\nO-1,Warung Ani,Menteng\nO-2,Toko Budi,Tebet\nO-3,Apotek Citra,Gambir\n'

type Headers = Record<string, string>

/**
 * One app with the provider's file datasets made through the API (so each has its v1 and SHA-256),
 * products built on them, and the consumer's purchases put in place as the request flow leaves them.
 */
export async function openDeliverySuite(config: Partial<Config> = {}) {
  const testApp = await createTestApp({ config })
  const { app } = testApp
  const db = testApp.database.db
  const providerId = await tenantIdOf(db, 'PT Data Nusantara')
  const consumerId = await tenantIdOf(db, 'PT Konsumen Maju')
  const people = {
    providerAdmin: await headersFor(app, 'admin@provider.test'),
    consumerOwner: await headersFor(app, 'owner@consumer.test'),
    consumerAdmin: await headersFor(app, 'admin@consumer.test'),
    consumerMember: await headersFor(app, 'member@consumer.test'),
  }
  const requestedBy = await userIdOf(db, 'admin@consumer.test')

  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) =>
    app.inject({ method, url, headers, ...(payload ? { payload } : {}) })

  const upload = (url: string, parts: MultipartPart[], headers: Headers = people.providerAdmin) => {
    const body = multipartBody(parts)
    return app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    })
  }

  /** An active file dataset from a CSV, as the provider adds one. */
  async function addFileDataset(name: string, csv = outletsCsv, fileName = 'outlets.csv') {
    const response = await upload('/api/data/provider/datasets/file/add?draft=false', [
      { field: 'name', value: name },
      { field: 'short_description', value: `${name}, for tests` },
      { field: 'description', value: `${name}, a file for delivery tests` },
      { field: 'file_type', value: 'CSV' },
      { field: 'delimiter', value: 'COMMA' },
      { field: 'file', filename: fileName, bytes: Buffer.from(csv) },
    ])
    expect(response.statusCode, response.body).toBe(200)
    return response.json().data.id as string
  }

  /** A published file product on a dataset, offered by download or delivery to cloud storage. */
  async function publishFileProduct(
    datasetId: string,
    name: string,
    deliveryMethod: 'DOWNLOAD' | 'CLOUD_STORAGE',
    pricingModel: 'ONE_TIME' | 'SUBSCRIPTION' = 'SUBSCRIPTION',
  ) {
    const body = multipartBody(
      Object.entries(
        completeApiProduct(datasetId, {
          name,
          data_type: 'FILE',
          pricing_model: pricingModel,
          unit: pricingModel === 'ONE_TIME' ? 'FILE' : 'MONTH',
          price: '2500000',
          delivery_method: deliveryMethod,
        }),
      ).flatMap(([field, value]) =>
        Array.isArray(value) ? value.map((item) => ({ field, value: item })) : [{ field, value }],
      ),
    )
    const response = await app.inject({
      method: 'POST',
      url: '/api/data/provider/products/add?draft=false',
      payload: body.payload,
      headers: { ...people.providerAdmin, ...body.headers },
    })
    expect(response.statusCode, response.body).toBe(200)
    return response.json().data.id as string
  }

  /** The consumer's approved purchase of a product; a subscription runs for 30 more days. */
  async function purchase(
    productId: string,
    name: string,
    values: Partial<PurchaseValues> & { deliveryMethod: 'DOWNLOAD' | 'CLOUD_STORAGE' },
  ) {
    const isOneTime = values.pricingModel === 'ONE_TIME'
    return insertPurchase(db, {
      productId,
      productName: name,
      consumerTenantId: consumerId,
      providerTenantId: providerId,
      providerLegalName: 'PT Data Nusantara',
      requestedBy,
      status: 'APPROVED',
      dataType: 'FILE',
      pricingModel: isOneTime ? 'ONE_TIME' : 'SUBSCRIPTION',
      unit: isOneTime ? 'FILE' : 'MONTH',
      price: 2500000,
      periodCount: isOneTime ? null : 1,
      periodStart: isOneTime ? null : new Date(Date.now() - 86_400_000),
      periodEnd: isOneTime ? null : new Date(Date.now() + 30 * 86_400_000),
      decidedAt: new Date(Date.now() - 86_400_000),
      ...values,
    })
  }

  async function setAccess(
    transactionNo: string,
    accessStatus: 'ACTIVE' | 'SUSPENDED' | 'REVOKED',
    reason?: string,
  ) {
    await db
      .update(transactionRequests)
      .set({ accessStatus, accessReason: reason ?? null })
      .where(eq(transactionRequests.transactionNo, transactionNo))
  }

  async function usageOf(transactionNo: string) {
    await app.usage.flush()
    const [request] = await db
      .select({ id: transactionRequests.id })
      .from(transactionRequests)
      .where(eq(transactionRequests.transactionNo, transactionNo))
    return db.select().from(usageRecords).where(eq(usageRecords.transactionRequestId, request!.id))
  }

  return {
    ...testApp,
    db,
    providerId,
    consumerId,
    people,
    send,
    upload,
    addFileDataset,
    publishFileProduct,
    purchase,
    setAccess,
    usageOf,
  }
}

export type DeliverySuite = Awaited<ReturnType<typeof openDeliverySuite>>

/** How many files under `folder` this process holds open (Linux): only those, not its sockets. */
export function openFilesUnder(folder: string): number {
  return readdirSync('/proc/self/fd').filter((fd) => {
    try {
      return readlinkSync(`/proc/self/fd/${fd}`).startsWith(`${folder}${sep}`)
    } catch {
      return false
    }
  }).length
}
