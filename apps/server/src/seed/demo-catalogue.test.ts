import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLocalFileStorage } from '../lib/file-storage'
import { createTestApp, login, bearer, type TestApp } from '../../test/test-app'
import { datasetFileVersions, datasets, products, tenants } from '../db/schema'
import { seedDemoCatalogue } from './demo-catalogue'

let testApp: TestApp

beforeAll(async () => {
  testApp = await createTestApp()
  const files = createLocalFileStorage(join(testApp.config.dataDir, 'files'))
  const outcome = await seedDemoCatalogue({ db: testApp.database.db, config: testApp.config, files })
  expect(outcome).toBe('seeded')
})

afterAll(async () => testApp.close())

describe('the demo catalogue', () => {
  it('gives PT Data Nusantara API, file and secret-share datasets, all active', async () => {
    const rows = await testApp.database.db.select().from(datasets)
    const byType = (type: string) => rows.filter((row) => row.dataType === type)
    expect(byType('API')).toHaveLength(3)
    expect(byType('FILE')).toHaveLength(2)
    expect(byType('SECRET_SHARE')).toHaveLength(1)
    expect(rows.every((row) => row.status === 'ACTIVE')).toBe(true)
    expect(byType('FILE').every((row) => (row.rowCount ?? 0) > 100)).toBe(true)
  })

  it('keeps the file datasets in Parquet from the start', async () => {
    const versions = await testApp.database.db.select().from(datasetFileVersions)
    expect(versions).toHaveLength(2)
    for (const version of versions) {
      expect(version).toMatchObject({ parquetKey: expect.stringMatching(/\.parquet$/), parquetError: null })
      expect(version.parquetSize).toBeGreaterThan(0)
    }
  })

  it('publishes products under every pricing model, one private to PT Konsumen Maju, plus a draft and an archived one', async () => {
    const rows = await testApp.database.db.select().from(products)
    const published = rows.filter((row) => row.status === 'PUBLISHED')
    expect(published.length).toBeGreaterThanOrEqual(5)
    expect(new Set(published.map((row) => row.pricingModel))).toEqual(
      new Set(['PAY_PER_CALL', 'SUBSCRIPTION', 'ONE_TIME', 'PAY_PER_QUERY']),
    )
    const [konsumen] = await testApp.database.db
      .select({ id: tenants.id })
      .from(tenants)
      .where(eq(tenants.legalName, 'PT Konsumen Maju'))
    expect(published.filter((row) => row.isPrivate).map((row) => row.consumerTenantId)).toEqual([
      konsumen!.id,
    ])
    expect(rows.filter((row) => row.status === 'DRAFT')).toHaveLength(1)
    expect(rows.filter((row) => row.status === 'ARCHIVED')).toHaveLength(1)
  })

  it('shows the products on the provider’s screens with their images', async () => {
    const { accessToken } = await login(testApp.app, 'member@provider.test')
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/data/provider/products/list?status=PUBLISHED&limit=20',
      headers: bearer(accessToken),
    })
    const list = response.json().data
    expect(list.total_data).toBeGreaterThanOrEqual(5)
    const image = await testApp.app.inject({ method: 'GET', url: list.data[0].product_image_url })
    expect(image.statusCode).toBe(200)
    expect(image.rawPayload.subarray(0, 4).toString('hex')).toBe('89504e47')
  })

  it('does nothing the second time', async () => {
    const files = createLocalFileStorage(join(testApp.config.dataDir, 'files'))
    expect(await seedDemoCatalogue({ db: testApp.database.db, config: testApp.config, files })).toBe(
      'skipped',
    )
  })
})
