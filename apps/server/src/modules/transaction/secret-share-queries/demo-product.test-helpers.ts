import { join } from 'node:path'
import { and, eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { multipartBody } from '../../../../test/multipart'
import { createTestApp, headersFor } from '../../../../test/test-app'
import { privacyBudgetUse, rateLimitBuckets, secretShareQueries, usageRecords } from '../../../db/schema'
import { createLocalFileStorage } from '../../../lib/file-storage'
import { seedDemoCatalogue } from '../../../seed/demo-catalogue'
import { customerSpendingCsv } from '../../../seed/demo-catalogue-files'
import { seedDemoRequests } from '../../../seed/demo-catalogue-requests'
import { seedDemoConsumerData } from '../../../seed/demo-consumer-data'
import { fitTestUrl, optionsUrl, queryUrl } from './secret-share-queries.test-helpers'

/** A card holder of the demo's spending data, as the provider uploaded it. */
export interface CardHolder {
  nik: string
  city: string
  spend: number
}

/** The demo's spending rows, read back from the file the seed uploads. */
export const cardHolders: CardHolder[] = customerSpendingCsv()
  .trimEnd()
  .split('\n')
  .slice(1)
  .map((line) => {
    const [nik = '', city = '', , spend = '0'] = line.split(',')
    return { nik, city, spend: Number(spend) }
  })

/** NIKs of Bandung, which the spending data never holds. */
export const strangers = (count: number, from = 0) =>
  Array.from({ length: count }, (_, index) => `327301${String(9_000_000 + from + index).padStart(10, '0')}`)

/**
 * The seeded demo: PT Data Nusantara's "Customer Spending Insights" secret-share product, PT Konsumen
 * Maju's approved pay-per-query purchase of it and its borrower list, as `npm start` serves them.
 */
export async function openDemoProduct() {
  const test = await createTestApp()
  const seed = {
    db: test.database.db,
    config: test.config,
    files: createLocalFileStorage(join(test.config.dataDir, 'files')),
  }
  await seedDemoCatalogue(seed)
  await seedDemoRequests(seed)
  expect(await seedDemoConsumerData(seed)).toBe('seeded')
  const db = test.database.db
  const consumer = await headersFor(test.app, 'owner@consumer.test')
  const provider = await headersFor(test.app, 'owner@provider.test')

  const purchases = await test.app.inject({
    url: '/api/transaction/consumer/purchased/list?limit=50',
    headers: consumer,
  })
  const purchase = purchases
    .json()
    .data.data.find((entry: { name: string }) => entry.name === 'Customer Spending Insights') as {
    transaction_no: string
    product_id: string
  }
  const assets = await test.app.inject({ url: '/api/data/consumer/data-assets/list', headers: consumer })
  const borrowerList = assets.json().data.data[0].id as string

  /** A data asset of the consumer holding one column of NIKs. */
  async function listOf(niks: readonly string[], name: string) {
    const body = multipartBody([
      { field: 'name', value: name },
      {
        field: 'file',
        filename: `${name}.csv`,
        bytes: Buffer.from(`nik\n${niks.join('\n')}\n`),
        contentType: 'text/csv',
      },
    ])
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/data/consumer/data-assets/add',
      payload: body.payload,
      headers: { ...consumer, ...body.headers },
    })
    expect(response.statusCode, response.body).toBe(200)
    await test.app.jobs.drain()
    return response.json().data.id as string
  }

  const query = (assetId: string, body: Record<string, unknown> = {}) =>
    test.app.inject({
      method: 'POST',
      url: queryUrl,
      headers: consumer,
      payload: {
        transaction_no: purchase.transaction_no,
        data_asset_id: assetId,
        identifier_column: 'nik',
        aggregate: 'COUNT',
        ...body,
      },
    })

  /** The rows of a query that must be answered. */
  async function rowsOf(assetId: string, body: Record<string, unknown> = {}) {
    const response = await query(assetId, body)
    expect(response.statusCode, response.body).toBe(200)
    return response.json().data.rows as {
      group: string | null
      is_suppressed: boolean
      match_count: number | null
      value: string | null
      value_error: string | null
    }[]
  }

  const options = async () =>
    (
      await test.app.inject({
        url: `${optionsUrl}?transaction_no=${purchase.transaction_no}`,
        headers: consumer,
      })
    ).json().data

  const fitTest = (assetId: string) =>
    test.app.inject({
      method: 'POST',
      url: fitTestUrl(purchase.product_id),
      headers: consumer,
      payload: { data_asset_id: assetId, identifier_column: 'nik' },
    })

  /** A new day and a new month for the fit test: its daily tries and its budget forgotten. */
  async function freshFitTestMonth() {
    await db.delete(rateLimitBuckets)
    await db.delete(privacyBudgetUse).where(eq(privacyBudgetUse.purpose, 'FIT_TEST'))
  }

  const historyCount = async () =>
    (await db.select().from(secretShareQueries).where(eq(secretShareQueries.productId, purchase.product_id)))
      .length

  async function usageOf() {
    await test.app.usage.flush()
    return db
      .select()
      .from(usageRecords)
      .where(and(eq(usageRecords.productId, purchase.product_id), eq(usageRecords.kind, 'QUERY')))
  }

  return {
    test,
    db,
    consumer,
    provider,
    purchase,
    borrowerList,
    listOf,
    query,
    rowsOf,
    options,
    fitTest,
    freshFitTestMonth,
    historyCount,
    usageOf,
    close: () => test.close(),
  }
}
export type DemoProduct = Awaited<ReturnType<typeof openDemoProduct>>

/** The sample standard deviation of some figures. */
export function spreadOf(values: readonly number[]): number {
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length
  const squares = values.reduce((sum, value) => sum + (value - mean) ** 2, 0)
  return Math.sqrt(squares / (values.length - 1))
}
