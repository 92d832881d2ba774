import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../../app'
import { tenants } from '../../../db/schema'
import { insertDataset, tenantIdOf } from '../../../../test/builders'
import { headersFor } from '../../../../test/test-app'
import { completeApiProduct, createProductsTestApp, fieldsOf, files, formData } from './products.test-helpers'

let close: () => Promise<void>
let app: App
let provider: Record<string, string>
let otherProvider: Record<string, string>
let draftId: string
let publishedId: string
let foreignDatasetId: string
const secretName = 'Nusantara secret product'

const base = '/api/data/provider/products'

beforeAll(async () => {
  const testApp = await createProductsTestApp()
  close = testApp.close
  app = testApp.app
  const db = testApp.database.db
  // PT Konsumen Maju becomes a provider too, so it passes the screen check and meets the tenant wall.
  await db.update(tenants).set({ isProvider: true }).where(eq(tenants.legalName, 'PT Konsumen Maju'))
  provider = await headersFor(app, 'admin@provider.test')
  otherProvider = await headersFor(app, 'admin@consumer.test')
  const providerId = await tenantIdOf(db, 'PT Data Nusantara')
  const datasetId = await insertDataset(db, providerId, { name: 'Nusantara dataset', dataType: 'API' })
  foreignDatasetId = datasetId

  const draft = formData([
    ...fieldsOf({ name: secretName }),
    { field: 'product_image', filename: 'secret.png', bytes: files.png() },
  ])
  draftId = (
    await app.inject({
      method: 'POST',
      url: `${base}/add?draft=true`,
      headers: { ...provider, ...draft.headers },
      payload: draft.payload,
    })
  ).json().data.id
  const published = formData(fieldsOf(completeApiProduct(datasetId, { name: secretName })))
  publishedId = (
    await app.inject({
      method: 'POST',
      url: `${base}/add?draft=false`,
      headers: { ...provider, ...published.headers },
      payload: published.payload,
    })
  ).json().data.id
})

afterAll(async () => close())

function expectNothingForeign(body: string) {
  expect(body).not.toContain(secretName)
  expect(body).not.toContain('PT Data Nusantara')
}

describe('another company', () => {
  it('does not see the products in its list', async () => {
    const response = await app.inject({ method: 'GET', url: `${base}/list`, headers: otherProvider })
    expect(response.statusCode).toBe(200)
    expect(response.json().data.total_data).toBe(0)
    expectNothingForeign(response.body)
  })

  it.each([
    ['GET', () => `${base}/detail/${publishedId}`],
    ['GET', () => `${base}/history/${publishedId}`],
    ['PUT', () => `${base}/publish/${draftId}`],
    ['PUT', () => `${base}/archive/${publishedId}?data_type=API`],
    ['DELETE', () => `${base}/delete/${draftId}`],
  ] as const)('gets 404 from %s %s', async (method, url) => {
    const response = await app.inject({ method, url: url(), headers: otherProvider })
    expect(response.statusCode).toBe(404)
    expectNothingForeign(response.body)
  })

  it('gets 404 updating the product, and it stays as it was', async () => {
    const form = formData(fieldsOf({ id: draftId, name: 'Taken over' }))
    const response = await app.inject({
      method: 'PUT',
      url: `${base}/update?draft=true`,
      headers: { ...otherProvider, ...form.headers },
      payload: form.payload,
    })
    expect(response.statusCode).toBe(404)
    expectNothingForeign(response.body)
    const mine = await app.inject({ method: 'GET', url: `${base}/detail/${draftId}`, headers: provider })
    expect(mine.json().data.name).toBe(secretName)
  })

  it('can not build a product on the provider’s dataset, nor list it', async () => {
    const form = formData(
      fieldsOf({ name: 'Borrowed', data_type: 'API', dataset_source_id: foreignDatasetId }),
    )
    const response = await app.inject({
      method: 'POST',
      url: `${base}/add?draft=true`,
      headers: { ...otherProvider, ...form.headers },
      payload: form.payload,
    })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors.dataset_source_id).toBe('Dataset source is not valid')
    const sources = await app.inject({
      method: 'GET',
      url: '/api/data/dropdown/products/dataset-source?data_type=API',
      headers: otherProvider,
    })
    expect(sources.json().data.total_data).toBe(0)
  })

  it('can not read the product files without a signed link', async () => {
    const detail = await app.inject({ method: 'GET', url: `${base}/detail/${draftId}`, headers: provider })
    const key = (detail.json().data.product_image_url as string).split('?')[0]!
    expect((await app.inject({ method: 'GET', url: key, headers: otherProvider })).statusCode).toBe(404)
  })

  it('leaves the draft in place after all of that', async () => {
    const response = await app.inject({ method: 'GET', url: `${base}/detail/${draftId}`, headers: provider })
    expect(response.json().data.status).toBe('DRAFT')
  })
})
