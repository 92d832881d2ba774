import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { giveNamedKey } from '../../gateway/gateway.test-helpers'
import { tenantIdOf } from '../../../../test/builders'
import { openDeliverySuite, outletsCsv, type DeliverySuite } from './delivery.test-helpers'

let suite: DeliverySuite
let key: string
let keyId: string
let oneTimeNo: string
let oneTimeProduct: string
let subscriptionProduct: string
const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex')
const v2Csv = 'outlet_id,name,district\nO-1,Warung Ani,Menteng\nO-9,Toko Baru,Cilandak\n'

beforeAll(async () => {
  suite = await openDeliverySuite()
  const datasetId = await suite.addFileDataset('Outlets by key')
  oneTimeProduct = await suite.publishFileProduct(datasetId, 'Outlets by key', 'DOWNLOAD', 'ONE_TIME')
  subscriptionProduct = await suite.publishFileProduct(datasetId, 'Outlets feed by key', 'DOWNLOAD')
  oneTimeNo = await suite.purchase(oneTimeProduct, 'Outlets by key', {
    deliveryMethod: 'DOWNLOAD',
    pricingModel: 'ONE_TIME',
  })
  await suite.purchase(subscriptionProduct, 'Outlets feed by key', { deliveryMethod: 'DOWNLOAD' })
  // A second version, published after both purchases were approved.
  const uploaded = await suite.upload('/api/data/provider/datasets/file/version/upload', [
    { field: 'id', value: datasetId },
    { field: 'file', filename: 'outlets-v2.csv', bytes: Buffer.from(v2Csv) },
  ])
  expect(uploaded.statusCode, uploaded.body).toBe(200)
  const published = await suite.send(
    'POST',
    '/api/data/provider/datasets/file/version/publish',
    suite.people.providerAdmin,
    {
      id: datasetId,
      version_id: uploaded.json().data.id,
    },
  )
  expect(published.statusCode, published.body).toBe(200)
  ;({ key, id: keyId } = await giveNamedKey(suite.db, suite.consumerId, null))
})
afterAll(async () => suite.close())

const fetchFile = (productId: string, headers: Record<string, string> = {}, query = '') =>
  suite.app.inject({ method: 'GET', url: `/gateway/v1/products/${productId}/file${query}`, headers })

describe('files fetched by key', () => {
  it('streams the purchased file with its SHA-256 as ETag, its name, and one usage record', async () => {
    const response = await fetchFile(oneTimeProduct, { 'x-api-key': key })
    expect(response.statusCode, response.body).toBe(200)
    // A one-time purchase keeps the version it bought, whatever was published since.
    expect(sha256(response.rawPayload)).toBe(sha256(outletsCsv))
    expect(response.headers.etag).toBe(`"${sha256(outletsCsv)}"`)
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="/)
    expect(response.headers['accept-ranges']).toBe('bytes')
    const records = await suite.usageOf(oneTimeNo)
    expect(records).toHaveLength(1)
    expect(records[0]).toMatchObject({ kind: 'DOWNLOAD', apiKeyId: keyId, httpStatus: 200, isBillable: true })
  })

  it('answers a Range with 206 and one outside the file with 416', async () => {
    const part = await fetchFile(oneTimeProduct, { 'x-api-key': key, range: 'bytes=0-9' })
    expect(part.statusCode).toBe(206)
    expect(part.body).toBe(outletsCsv.slice(0, 10))
    expect(part.headers['content-range']).toBe(`bytes 0-9/${Buffer.byteLength(outletsCsv)}`)
    const outside = await fetchFile(oneTimeProduct, { 'x-api-key': key, range: 'bytes=99999-' })
    expect(outside.statusCode).toBe(416)
    expect(outside.headers['content-range']).toBe(`bytes */${Buffer.byteLength(outletsCsv)}`)
  })

  it('serves a subscription the newest version, and an earlier one by number; a one-time purchase only its own', async () => {
    const newest = await fetchFile(subscriptionProduct, { 'x-api-key': key })
    expect(sha256(newest.rawPayload)).toBe(sha256(v2Csv))
    const first = await fetchFile(subscriptionProduct, { 'x-api-key': key }, '?version=1')
    expect(first.statusCode).toBe(200)
    expect(sha256(first.rawPayload)).toBe(sha256(outletsCsv))
    const refused = await fetchFile(oneTimeProduct, { 'x-api-key': key }, '?version=2')
    expect(refused.statusCode).toBe(404)
    expect(refused.json()).toMatchObject({ code: 'VERSION_NOT_FOUND', data: null })
  })

  it('refuses a missing key, an unknown key and a key of a company without the purchase', async () => {
    expect((await fetchFile(oneTimeProduct)).json()).toMatchObject({ code: 'API_KEY_MISSING' })
    expect((await fetchFile(oneTimeProduct, { 'x-api-key': 'lmb_not-a-key' })).statusCode).toBe(401)
    const otherId = await tenantIdOf(suite.db, 'PT Data Nusantara')
    const other = await giveNamedKey(suite.db, otherId, null)
    const unentitled = await fetchFile(oneTimeProduct, { 'x-api-key': other.key })
    expect(unentitled.statusCode).toBe(403)
    expect(unentitled.json()).toMatchObject({ code: 'NO_ACTIVE_PURCHASE', data: null })
  })

  it('refuses a suspended purchase as a download is refused, and records the refusal', async () => {
    await suite.setAccess(oneTimeNo, 'SUSPENDED', 'Under review')
    const response = await fetchFile(oneTimeProduct, { 'x-api-key': key })
    expect(response.statusCode).toBe(403)
    expect(response.json()).toMatchObject({ code: 'PURCHASE_SUSPENDED' })
    const records = await suite.usageOf(oneTimeNo)
    expect(records.at(-1)).toMatchObject({ outcome: 'REJECTED', errorCode: 'PURCHASE_SUSPENDED' })
    await suite.setAccess(oneTimeNo, 'ACTIVE')
  })
})
