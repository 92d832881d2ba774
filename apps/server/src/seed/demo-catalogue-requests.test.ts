import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLocalFileStorage } from '../lib/file-storage'
import { bearer, createTestApp, login, type TestApp } from '../../test/test-app'
import { seedDemoCatalogue } from './demo-catalogue'
import { seedDemoRequests } from './demo-catalogue-requests'

let testApp: TestApp

beforeAll(async () => {
  testApp = await createTestApp()
  const files = createLocalFileStorage(join(testApp.config.dataDir, 'files'))
  await seedDemoCatalogue({ db: testApp.database.db, config: testApp.config, files })
  expect(await seedDemoRequests({ db: testApp.database.db, config: testApp.config })).toBe('seeded')
})

afterAll(async () => testApp.close())

async function listOf<T>(url: string): Promise<T[]> {
  const { accessToken } = await login(testApp.app, 'admin@consumer.test')
  const response = await testApp.app.inject({ method: 'GET', url, headers: bearer(accessToken) })
  expect(response.statusCode, response.body).toBe(200)
  return response.json().data.data as T[]
}

describe('the demo transaction requests', () => {
  it('gives PT Konsumen Maju approved, revised-and-awaiting-acceptance and rejected requests', async () => {
    const items = await listOf<{
      product_name: string
      status: string
      data_type: string
      revision_count: number
      price: number
    }>('/api/transaction/consumer/request/list?limit=50')
    const statusesOf = (name: string) =>
      items
        .filter((item) => item.product_name === name)
        .map((item) => item.status)
        .sort()
    expect(items).toHaveLength(6)
    expect(items.find((item) => item.product_name === 'NIK–Phone Match API')).toMatchObject({
      status: 'APPROVED',
      data_type: 'API',
    })
    expect(statusesOf('Retail Outlet Census Jabodetabek')).toEqual(['APPROVED'])
    expect(statusesOf('Customer Spending Insights')).toEqual(['APPROVED'])
    expect(items.find((item) => item.product_name === 'Daily City Weather API')).toMatchObject({
      status: 'WAITING_CONSUMER_ACCEPTANCE',
      revision_count: 1,
      price: 2_250_000,
    })
    // Rejected for budgeting, then approved for agricultural planning.
    expect(statusesOf('Rice Prices by Province')).toEqual(['APPROVED', 'REJECTED'])
  })

  it('leaves purchased data with one purchase for every way of delivery, all active', async () => {
    const purchases = await listOf<{
      name: string
      delivery_method: string
      status: string
      access_status: string
    }>('/api/transaction/consumer/purchased/list?limit=50')
    expect(purchases.map((purchase) => [purchase.delivery_method, purchase.name]).sort()).toEqual([
      ['API', 'NIK–Phone Match API'],
      ['CLOUD_STORAGE', 'Rice Prices by Province'],
      ['DOWNLOAD', 'Retail Outlet Census Jabodetabek'],
      ['QUERY', 'Customer Spending Insights'],
    ])
    expect(purchases.every((purchase) => purchase.status === 'APPROVED')).toBe(true)
    expect(purchases.every((purchase) => purchase.access_status === 'ACTIVE')).toBe(true)
  })

  it('does nothing the second time', async () => {
    expect(await seedDemoRequests({ db: testApp.database.db, config: testApp.config })).toBe('skipped')
  })
})
