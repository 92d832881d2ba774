import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { products, tenants } from '../../../db/schema'
import { multipartBody } from '../../../../test/multipart'
import { headersFor } from '../../../../test/test-app'
import { openDeliverySuite, type DeliverySuite } from '../../transaction/delivery/delivery.test-helpers'
import { completeApiProduct, fieldsOf } from './products.test-helpers'

let suite: DeliverySuite
const productsBase = '/api/data/provider/products'
const versionBase = '/api/data/provider/datasets/file/version'
const typedSample = 'outlet_id,name,district\nO-1,Warung Ani,Menteng\n'

beforeAll(async () => {
  suite = await openDeliverySuite()
})
afterAll(async () => suite.close())

/** A published file product whose sample is typed on the form (or uploaded, when `sampleFile` is given). */
async function addFileProduct(datasetId: string, name: string, sampleFile?: string) {
  const values = completeApiProduct(datasetId, {
    name,
    data_type: 'FILE',
    pricing_model: 'ONE_TIME',
    unit: 'FILE',
    price: '2500000',
    delivery_method: 'DOWNLOAD',
    ...(sampleFile ? {} : { sample_data: typedSample }),
  })
  const body = multipartBody([
    ...fieldsOf(values),
    ...(sampleFile ? [{ field: 'sample_file', filename: 'sample.csv', bytes: Buffer.from(sampleFile) }] : []),
  ])
  const response = await suite.app.inject({
    method: 'POST',
    url: `${productsBase}/add?draft=false`,
    payload: body.payload,
    headers: { ...suite.people.providerAdmin, ...body.headers },
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json().data.id as string
}

async function publishVersion(datasetId: string, csv: string) {
  const uploaded = await suite.upload(`${versionBase}/upload`, [
    { field: 'id', value: datasetId },
    { field: 'file', filename: 'outlets-next.csv', bytes: Buffer.from(csv) },
  ])
  expect(uploaded.statusCode, uploaded.body).toBe(200)
  const published = await suite.send('POST', `${versionBase}/publish`, suite.people.providerAdmin, {
    id: datasetId,
    version_id: uploaded.json().data.id,
  })
  expect(published.statusCode, published.body).toBe(200)
}

const statusOf = async (productId: string, headers = suite.people.providerAdmin) =>
  suite.send('GET', `${productsBase}/sample-status/${productId}`, headers)
const refresh = (productId: string, headers = suite.people.providerAdmin) =>
  suite.send('PUT', `${productsBase}/refresh-sample/${productId}`, headers)

describe("a file product's sample after a new version of its dataset", () => {
  it('stays fresh when a version keeps the columns, and goes stale when one adds a column', async () => {
    const datasetId = await suite.addFileDataset('Outlets for a typed sample')
    const productId = await addFileProduct(datasetId, 'Outlets with a typed sample')
    const first = await statusOf(productId)
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json().data).toEqual({
      product_id: productId,
      source: 'SAMPLE_DATA',
      can_generate: true,
      is_stale: false,
      current_version_no: 1,
      sample_version_no: null,
      added: [],
      removed: [],
      retyped: [],
    })

    await publishVersion(datasetId, 'outlet_id,name,district\nO-9,Toko Baru,Senen\n')
    expect((await statusOf(productId)).json().data).toMatchObject({ is_stale: false, current_version_no: 2 })

    await publishVersion(datasetId, 'outlet_id,name,district,city\nO-1,Warung Ani,Menteng,Jakarta\n')
    expect((await statusOf(productId)).json().data).toMatchObject({
      is_stale: true,
      current_version_no: 3,
      added: ['city'],
      removed: [],
    })
  })

  it('refreshes the sample from the current version, which the marketplace then shows, until a version changes it again', async () => {
    const datasetId = await suite.addFileDataset('Outlets refreshed')
    const productId = await addFileProduct(datasetId, 'Outlets refreshed')
    await publishVersion(
      datasetId,
      'outlet_id,name,district,city\nO-1,Warung Ani,Menteng,Jakarta\nO-2,Toko Budi,Tebet,Bogor\n',
    )
    expect((await statusOf(productId)).json().data.is_stale).toBe(true)

    const refreshed = await refresh(productId)
    expect(refreshed.statusCode, refreshed.body).toBe(200)
    expect(refreshed.json()).toMatchObject({
      message: 'Sample refreshed from the current version of the dataset',
      data: { is_stale: false, sample_version_no: 2, current_version_no: 2, added: [] },
    })
    expect((await statusOf(productId)).json().data).toMatchObject({ is_stale: false, sample_version_no: 2 })

    const detail = await suite.send(
      'GET',
      `/api/data/consumer/marketplace/detail/${productId}`,
      suite.people.consumerOwner,
    )
    expect(detail.statusCode, detail.body).toBe(200)
    expect(detail.json().data.sample_preview).toMatchObject({
      source: 'SAMPLE_DATA',
      columns: ['outlet_id', 'name', 'district', 'city'],
    })
    expect(detail.json().data.sample_preview.rows[0]).toContain('Jakarta')

    // Same columns again: still fresh. A removed column: stale, named against the sample's version.
    await publishVersion(datasetId, 'outlet_id,name,district,city\nO-3,Apotek Citra,Gambir,Depok\n')
    expect((await statusOf(productId)).json().data.is_stale).toBe(false)
    await publishVersion(datasetId, 'outlet_id,name,city\nO-3,Apotek Citra,Depok\n')
    expect((await statusOf(productId)).json().data).toMatchObject({
      is_stale: true,
      sample_version_no: 2,
      current_version_no: 4,
      added: [],
      removed: ['district'],
    })
  })

  it('replaces an uploaded sample file and masks personal columns in what it makes', async () => {
    const datasetId = await suite.addFileDataset(
      'Customers',
      'customer_id,nama,phone\nC-1,Budi Santoso,081234567890\n',
      'customers.csv',
    )
    const productId = await addFileProduct(datasetId, 'Customers', 'customer_id\nC-1\n')
    expect((await statusOf(productId)).json().data).toMatchObject({
      source: 'SAMPLE_FILE',
      is_stale: true,
      added: ['nama', 'phone'],
    })
    expect((await refresh(productId)).statusCode).toBe(200)
    const [row] = await suite.db.select().from(products).where(eq(products.id, productId))
    expect(row!.sampleFile).toBeNull()
    expect(row!.sampleData).toContain('C-1')
    expect(row!.sampleData).not.toContain('Budi Santoso')
    expect(row!.sampleData).not.toContain('081234567890')
  })

  it('is refused for a product that is not built on a file dataset', async () => {
    const draftForm = multipartBody(fieldsOf({ name: 'A draft without a dataset' }))
    const draft = await suite.app.inject({
      method: 'POST',
      url: `${productsBase}/add?draft=true`,
      payload: draftForm.payload,
      headers: { ...suite.people.providerAdmin, ...draftForm.headers },
    })
    const draftId = draft.json().data.id as string
    expect((await statusOf(draftId)).json().data).toMatchObject({ can_generate: false, is_stale: false })
    const refused = await refresh(draftId)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().code).toBe('PRODUCT_SAMPLE_NOT_FILE')
  })

  it("answers 403 to a consumer and 404 to another company's provider", async () => {
    const datasetId = await suite.addFileDataset('Outlets kept private')
    const productId = await addFileProduct(datasetId, 'Outlets kept private')
    expect((await statusOf(productId, suite.people.consumerOwner)).statusCode).toBe(403)
    expect((await refresh(productId, suite.people.consumerOwner)).statusCode).toBe(403)

    // PT Konsumen Maju becomes a provider too, so it passes the gate and meets the tenant wall.
    await suite.db.update(tenants).set({ isProvider: true }).where(eq(tenants.legalName, 'PT Konsumen Maju'))
    const otherProvider = await headersFor(suite.app, 'admin@consumer.test')
    const foreignStatus = await statusOf(productId, otherProvider)
    expect(foreignStatus.statusCode, foreignStatus.body).toBe(404)
    expect((await refresh(productId, otherProvider)).statusCode).toBe(404)
    const [row] = await suite.db.select().from(products).where(eq(products.id, productId))
    expect(row!.sampleData).toBe(typedSample.trim())
  })
})
