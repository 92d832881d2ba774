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

describe('the demo transaction requests', () => {
  it('gives PT Konsumen Maju an approved API and file product, a revised waiting one and a rejected one', async () => {
    const { accessToken } = await login(testApp.app, 'admin@consumer.test')
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/transaction/consumer/request/list',
      headers: bearer(accessToken),
    })
    const items = response.json().data.data as {
      product_name: string
      status: string
      data_type: string
      revision_count: number
      price: number
    }[]
    const byName = Object.fromEntries(items.map((item) => [item.product_name, item]))
    expect(items).toHaveLength(4)
    expect(byName['NIK–Phone Match API']).toMatchObject({ status: 'APPROVED', data_type: 'API' })
    expect(byName['Retail Outlet Census Jabodetabek']).toMatchObject({
      status: 'APPROVED',
      data_type: 'FILE',
    })
    expect(byName['Daily City Weather API']).toMatchObject({
      status: 'WAITING_APPROVAL',
      revision_count: 1,
      price: 2_250_000,
    })
    expect(byName['Rice Prices by Province']).toMatchObject({ status: 'REJECTED' })
  })

  it('does nothing the second time', async () => {
    expect(await seedDemoRequests({ db: testApp.database.db, config: testApp.config })).toBe('skipped')
  })
})
