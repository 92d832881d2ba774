import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { openDatabaseCopy } from '../../../../test/database-copies'
import { insertProduct, tenantIdOf, userIdOf } from '../../../../test/builders'
import { multipartBody } from '../../../../test/multipart'
import { createTestApp, headersFor } from '../../../../test/test-app'
import type { Config } from '../../../config'
import { products, transactionRequests } from '../../../db/schema'
import { ensureShareStoreSchema } from '../../../share-store/share-store-schema'
import { buildShareStoreServer } from '../../../share-store/share-store-server'
import { insertPurchase, type PurchaseValues } from '../purchased/purchased.test-helpers'

export const queryUrl = '/api/transaction/consumer/purchased/secret-share-query'
export const historyUrl = '/api/transaction/consumer/purchased/secret-share-queries'
export const optionsUrl = '/api/transaction/consumer/purchased/secret-share-query-options'
export const fitTestUrl = (productId: string) => `/api/data/consumer/marketplace/fit-test/${productId}`

/**
 * The provider's dataset: 40 customers with a NIK, a city and a monthly spend (2 decimals, clipped to
 * 0–2000). Jakarta has customers 1–15, Bandung 16–30, Surabaya 31–35 and Medan 36–40; customer i spends
 * 1000.50 + i.
 */
export const customers = Array.from({ length: 40 }, (_, index) => {
  const number = index + 1
  const city = number <= 15 ? 'Jakarta' : number <= 30 ? 'Bandung' : number <= 35 ? 'Surabaya' : 'Medan'
  return { nik: nikOf(number), city, spend: 100_050n + BigInt(number) * 100n }
})

export function nikOf(number: number): string {
  return `3171${String(number).padStart(12, '0')}`
}

export const datasetCsv = `customer_nik,city,monthly_spend\n${customers
  .map((customer) => `${customer.nik},${customer.city},${(Number(customer.spend) / 100).toFixed(2)}`)
  .join('\n')}\n`

/** The consumer's list: customers 1–34 (Jakarta, Bandung and four of Surabaya) and 50 strangers. */
export const consumerNumbers = Array.from({ length: 34 }, (_, index) => index + 1)
export const listCsv = (numbers: number[], strangers = 50, delimiter = ';') =>
  `full_name${delimiter}nik\n${[
    ...numbers.map((number) => `Customer ${number}${delimiter}${nikOf(number)}`),
    ...Array.from(
      { length: strangers },
      (_, index) => `Stranger ${index}${delimiter}${nikOf(9_000 + index)}`,
    ),
  ].join('\n')}\n`

export const sumOf = (numbers: number[]) =>
  numbers.reduce((sum, number) => sum + customers[number - 1]!.spend, 0n)

/** The suite product's monthly privacy budget per buyer company: 10 ρ. */
export const suiteBudget = 10_000_000

/**
 * Asserts that a noisy figure lies within three times its stated error at 95 % of the truth (about six
 * standard deviations: a miss has odds below one in a hundred million), and is not suppressed.
 */
export function expectWithinError(
  row: {
    value: string | null
    value_error: string | null
    match_count: number | null
    match_count_error: number | null
  },
  truth: { value: number; matchCount: number },
) {
  expect(row.value, 'a figure is shown').not.toBeNull()
  expect(Math.abs(Number(row.value) - truth.value)).toBeLessThanOrEqual(3 * Number(row.value_error))
  expect(Math.abs(row.match_count! - truth.matchCount)).toBeLessThanOrEqual(3 * row.match_count_error!)
}

export interface SuiteOptions {
  config?: Partial<Config>
}

/**
 * One app with the provider's secret-share dataset (uploaded through the API, so split into both
 * stores), a published pay-per-query product on it, the consumer's approved purchase and its data
 * asset of identifiers.
 */
export async function openSecretShareSuite(options: SuiteOptions = {}) {
  const test = await createTestApp(options.config ? { config: options.config } : {})
  const db = test.database.db
  const providerId = await tenantIdOf(db, 'PT Data Nusantara')
  const consumerId = await tenantIdOf(db, 'PT Konsumen Maju')
  const people = {
    providerAdmin: await headersFor(test.app, 'admin@provider.test'),
    consumerOwner: await headersFor(test.app, 'owner@consumer.test'),
    consumerAdmin: await headersFor(test.app, 'admin@consumer.test'),
    consumerMember: await headersFor(test.app, 'member@consumer.test'),
    unverifiedOwner: await headersFor(test.app, 'owner@unverified.test'),
  }

  const upload = multipartBody([
    { field: 'name', value: 'Customer spending for queries' },
    { field: 'short_description', value: 'Monthly spend per customer' },
    { field: 'description', value: 'Monthly card spend per customer, by city.' },
    { field: 'delimiter', value: 'COMMA' },
    {
      field: 'columns',
      value: JSON.stringify([
        { name: 'customer_nik', role: 'IDENTIFIER', scale: 0 },
        { name: 'city', role: 'DIMENSION', scale: 0 },
        { name: 'monthly_spend', role: 'MEASURE', scale: 2, lower_bound: '0', upper_bound: '2000' },
      ]),
    },
    { field: 'file', filename: 'spending.csv', bytes: Buffer.from(datasetCsv) },
  ])
  const added = await test.app.inject({
    method: 'POST',
    url: '/api/data/provider/datasets/secret-share/add?draft=false',
    payload: upload.payload,
    headers: { ...people.providerAdmin, ...upload.headers },
  })
  expect(added.statusCode, added.body).toBe(200)
  const datasetId = added.json().data.id as string

  const productId = await insertProduct(db, {
    tenantId: providerId,
    name: 'Spending insights',
    dataType: 'SECRET_SHARE',
    datasetId,
    pricingModel: 'PAY_PER_QUERY',
    unit: 'QUERY',
    price: 75_000,
    deliveryMethod: 'QUERY',
  })
  // Room for every query of a test file; the default month's budget is tested on the demo product.
  await db.update(products).set({ privacyBudgetMicroRho: suiteBudget }).where(eq(products.id, productId))
  const purchaseValues: PurchaseValues = {
    productId,
    productName: 'Spending insights',
    consumerTenantId: consumerId,
    providerTenantId: providerId,
    providerLegalName: 'PT Data Nusantara',
    requestedBy: await userIdOf(db, 'admin@consumer.test'),
    status: 'APPROVED',
    dataType: 'SECRET_SHARE',
    pricingModel: 'PAY_PER_QUERY',
    unit: 'QUERY',
    deliveryMethod: 'QUERY',
    price: 75_000,
  }
  const transactionNo = await insertPurchase(db, purchaseValues)

  async function addAsset(csv: string, name = `List ${randomBytes(3).toString('hex')}`) {
    const body = multipartBody([
      { field: 'name', value: name },
      { field: 'file', filename: `${name}.csv`, bytes: Buffer.from(csv), contentType: 'text/csv' },
    ])
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/data/consumer/data-assets/add',
      payload: body.payload,
      headers: { ...people.consumerOwner, ...body.headers },
    })
    expect(response.statusCode, response.body).toBe(200)
    await test.app.jobs.drain()
    return response.json().data.id as string
  }

  const assetId = await addAsset(listCsv(consumerNumbers), 'Our customers')

  const query = (body: Record<string, unknown>, headers = people.consumerMember) =>
    test.app.inject({
      method: 'POST',
      url: queryUrl,
      headers,
      payload: { transaction_no: transactionNo, data_asset_id: assetId, identifier_column: 'nik', ...body },
    })

  const setPurchase = (no: string, values: Partial<typeof transactionRequests.$inferInsert>) =>
    db.update(transactionRequests).set(values).where(eq(transactionRequests.transactionNo, no))

  return {
    test,
    db,
    providerId,
    consumerId,
    people,
    datasetId,
    productId,
    transactionNo,
    purchaseValues,
    assetId,
    addAsset,
    query,
    setPurchase,
    close: () => test.close(),
  }
}
export type SecretShareSuite = Awaited<ReturnType<typeof openSecretShareSuite>>

export const shareStoreToken = 'share-store-test-token-0123456789abcdef'

/** Store B as its own process would run it: a server on a free loopback port with a database of its own. */
export async function startShareStoreB() {
  const { database, drop } = await openDatabaseCopy('empty')
  await ensureShareStoreSchema(database.db)
  const masterKey = randomBytes(32)
  const server = await buildShareStoreServer({ db: database.db, masterKey, token: shareStoreToken })
  await server.listen({ port: 0, host: '127.0.0.1' })
  const address = server.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    database,
    masterKey,
    async close() {
      await server.close()
      await database.close()
      await drop()
    },
  }
}
