import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLocalFileStorage } from '../lib/file-storage'
import { bearer, createTestApp, login, type TestApp } from '../../test/test-app'
import { seedDemoCatalogue } from './demo-catalogue'
import { borrowersElsewhere, borrowersPerCity } from './demo-catalogue-files'
import { seedDemoRequests } from './demo-catalogue-requests'
import { demoBorrowerList, demoDeliveryFolder, seedDemoConsumerData } from './demo-consumer-data'

let testApp: TestApp
let headers: Record<string, string>

const seedOf = (app: TestApp) => ({
  db: app.database.db,
  config: app.config,
  files: createLocalFileStorage(join(app.config.dataDir, 'files')),
})

beforeAll(async () => {
  testApp = await createTestApp()
  await seedDemoCatalogue(seedOf(testApp))
  await seedDemoRequests(seedOf(testApp))
  expect(await seedDemoConsumerData(seedOf(testApp))).toBe('seeded')
  headers = bearer((await login(testApp.app, 'owner@consumer.test')).accessToken)
})

afterAll(async () => testApp.close())

async function call(method: 'GET' | 'POST', url: string, payload?: object) {
  const response = await testApp.app.inject({ method, url, headers, ...(payload ? { payload } : {}) })
  return { status: response.statusCode, body: response.json() }
}

async function ok(method: 'GET' | 'POST', url: string, payload?: object) {
  const { status, body } = await call(method, url, payload)
  expect(status, JSON.stringify(body)).toBe(200)
  return body.data
}

async function borrowerListId(): Promise<string> {
  const assets = await ok('GET', '/api/data/consumer/data-assets/list')
  return assets.data[0].id
}

async function purchaseOf(name: string): Promise<{ transaction_no: string; product_id: string }> {
  const purchases = await ok('GET', '/api/transaction/consumer/purchased/list?limit=50')
  return purchases.data.find((purchase: { name: string }) => purchase.name === name)
}

const matchedBorrowers = Object.values(borrowersPerCity).reduce((sum, count) => sum + count, 0)
const allBorrowers = matchedBorrowers + borrowersElsewhere

describe("PT Konsumen Maju's demo data", () => {
  it('has its borrower list ready to use, with NIK, name and phone columns', async () => {
    const assets = await ok('GET', '/api/data/consumer/data-assets/list')
    expect(assets.data).toHaveLength(1)
    expect(assets.data[0]).toMatchObject({
      name: demoBorrowerList.name,
      status: 'READY',
      row_count: allBorrowers,
      columns: ['nik', 'full_name', 'phone_number'],
    })
  })

  it('has a connected local folder to receive deliveries', async () => {
    const settings = await ok('GET', '/api/data/consumer/settings/storage/list')
    expect(settings.data).toHaveLength(1)
    expect(settings.data[0]).toMatchObject({
      name: demoDeliveryFolder.name,
      cloud_provider: 'LOCAL',
      status: 'CONNECTED',
    })
  })

  it('matches the customer-spending product: noisy counts by city, the city too small to show left out', async () => {
    const { transaction_no } = await purchaseOf('Customer Spending Insights')
    const listId = await borrowerListId()
    const countsByCity = () =>
      ok('POST', '/api/transaction/consumer/purchased/secret-share-query', {
        transaction_no,
        data_asset_id: listId,
        identifier_column: 'nik',
        aggregate: 'COUNT',
        group_by: 'city',
      })
    // Kota Bogor's 6 would need noise of +14 (four standard deviations) to reach the threshold of 20: about
    // one query in 16,000, so two queries both naming it would be about one run in 250 million.
    const results = [await countsByCity(), await countsByCity()]
    const cities = results.map((result) => (result.rows as { group: string }[]).map((row) => row.group))
    expect(cities.filter((named) => named.includes('Kota Bogor')).length).toBeLessThanOrEqual(1)
    for (const result of results) {
      expect(result.identifiers_submitted).toBe(allBorrowers)
      expect(result.suppressed_groups).toBe(0)
      for (const row of result.rows as { group: string; match_count: number; match_count_error: number }[]) {
        const truth = borrowersPerCity[row.group]!
        expect(Math.abs(row.match_count - truth)).toBeLessThanOrEqual(3 * row.match_count_error)
      }
    }
  })

  it('shows a fit of about 85 % on the product page', async () => {
    const { product_id } = await purchaseOf('Customer Spending Insights')
    const result = await ok('POST', `/api/data/consumer/marketplace/fit-test/${product_id}`, {
      data_asset_id: await borrowerListId(),
      identifier_column: 'nik',
    })
    // 116 of 140 is 83 %; the noisy count (σ = 5) moves it by 3.6 % a standard deviation.
    expect(result).toMatchObject({ identifiers_tested: allBorrowers })
    expect(result.match_rate_percent).toBeGreaterThanOrEqual(60)
    expect(result.match_rate_percent).toBeLessThanOrEqual(100)
  })

  it('maps onto the NIK–phone API for a batch enrichment of every row', async () => {
    const { transaction_no } = await purchaseOf('NIK–Phone Match API')
    const plan = {
      transaction_no,
      data_asset_id: await borrowerListId(),
      mapping: [
        { parameter: 'nik', column: 'nik' },
        { parameter: 'phone', column: 'phone_number' },
      ],
    }
    const estimate = await ok('POST', '/api/transaction/consumer/data-delivery/estimate-file-to-api', plan)
    expect(estimate).toMatchObject({ total_rows: allBorrowers })
    const proceeded = await ok('POST', '/api/transaction/consumer/data-delivery/proceed-file-to-api', {
      ...plan,
      is_dry_run: false,
      expected_rows: estimate.total_rows,
      expected_amount: estimate.amount,
    })
    expect(proceeded.job).toMatchObject({ total_rows: allBorrowers })
  })

  it('does nothing the second time', async () => {
    expect(await seedDemoConsumerData(seedOf(testApp))).toBe('skipped')
  })

  it('leaves the local folder out where the server refuses local folders', async () => {
    const strict = await createTestApp({ config: { allowLocalStorage: false } })
    try {
      expect(await seedDemoConsumerData(seedOf(strict))).toBe('seeded')
      const owner = bearer((await login(strict.app, 'owner@consumer.test')).accessToken)
      const settings = await strict.app.inject({
        method: 'GET',
        url: '/api/data/consumer/settings/storage/list',
        headers: owner,
      })
      expect(settings.json().data.total_data).toBe(0)
      const assets = await strict.app.inject({
        method: 'GET',
        url: '/api/data/consumer/data-assets/list',
        headers: owner,
      })
      expect(assets.json().data.data[0]).toMatchObject({ status: 'READY' })
    } finally {
      await strict.close()
    }
  })
})
