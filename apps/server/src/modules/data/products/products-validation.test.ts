import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../../app'
import type { Database } from '../../../db/database'
import { tenantIdOf } from '../../../../test/builders'
import {
  completeApiProduct,
  files,
  openProductsSuite,
  productsBase,
  type ProductsSuite,
} from './products.test-helpers'

type Headers = Record<string, string>
let suite: ProductsSuite
let app: App
let db: Database
let admin: Headers
let member: Headers
let providerId: string
let consumerId: string
let apiDataset: string
let fileDataset: string
let draftDataset: string

const base = productsBase

beforeAll(async () => {
  suite = await openProductsSuite()
  ;({ app, db, admin, member, providerId, consumerId, apiDataset, fileDataset, draftDataset } = suite)
})

afterAll(async () => suite.close())

const add = (...args: Parameters<ProductsSuite['add']>) => suite.add(...args)
const get = (...args: Parameters<ProductsSuite['get']>) => suite.get(...args)

describe('adding products', () => {
  it('saves a draft with only a name and lists it', async () => {
    const response = await add(member, { name: 'Postal code look-up' }, true)
    expect(response.statusCode).toBe(200)
    const product = response.json().data
    expect(product).toMatchObject({
      name: 'Postal code look-up',
      status: 'DRAFT',
      is_owner: true,
      price: null,
    })
    expect(product.company_legal_name).toBe('PT Data Nusantara')
    expect(product.created_by).toBe('Agus Prasetyo')

    const list = await get(member, `${base}/list?status=DRAFT&search=postal`)
    expect(list.json().data.data.map((item: { id: string }) => item.id)).toContain(product.id)
  })

  it('publishes at once when not a draft, with every field of the product', async () => {
    const response = await add(
      admin,
      completeApiProduct(apiDataset, { category: ['IDENTITY_VERIFICATION', 'FINANCIAL'] }),
      false,
      [
        { field: 'product_image', filename: 'cover.png', bytes: files.png() },
        { field: 'sample_file', filename: 'sample.json', bytes: files.json() },
      ],
    )
    expect(response.statusCode).toBe(200)
    const product = response.json().data
    expect(product).toMatchObject({
      status: 'PUBLISHED',
      data_type: 'API',
      price: 1500,
      category: ['IDENTITY_VERIFICATION', 'FINANCIAL'],
      pricing_model: { value: 'PAY_PER_CALL', description: 'Pay per call' },
      unit: { value: 'CALL', description: 'Per call' },
      delivery_method: { value: 'API', description: 'API (gateway)' },
      dataset_source_data: { api_id: apiDataset, file_id: null, response_sample: '{"is_match":true}' },
      dataset_source_name: 'NIK phone match',
      is_default_data_access_agreement: true,
      // The standard agreement the product's buyers accept, since it has none of its own.
      data_access_agreement_url: '/agreement/2026-11',
    })
    expect(product.product_image_url).toMatch(
      /^\/storage\/tenants\/.+\/product-images\/.+\.png\?expires=\d+&sig=/,
    )
    expect(product.sample_url).toMatch(/\/product-samples\/.+\.json\?/)
    const image = await app.inject({ method: 'GET', url: product.product_image_url })
    expect(image.statusCode).toBe(200)
  })

  it('refuses publishing an incomplete product, naming each missing field', async () => {
    const response = await add(admin, { name: 'Half a product', data_type: 'API' }, false)
    expect(response.statusCode).toBe(422)
    const body = response.json()
    expect(body.code).toBe('PRODUCT_INCOMPLETE')
    expect(body.errors).toMatchObject({
      short_description: 'Short description can not be empty',
      dataset_source_id: 'Dataset source can not be empty',
      pricing_model: 'Pricing model can not be empty',
      price: 'Price can not be empty',
      data_access_agreement: 'Data access agreement can not be empty',
    })
  })

  it.each([
    [{ name: '' }, 'name', 'Product name can not be empty'],
    [{ name: 'ab' }, 'name', 'Product name may not be less than 3 characters'],
    [{ name: 'x'.repeat(101) }, 'name', 'Product name may not be greater than 100 characters'],
    [
      { name: 'Ok name', price: 'abc' },
      'price',
      'Price must be a whole number of rupiah, without decimals or signs',
    ],
    [
      { name: 'Ok name', price: '-5' },
      'price',
      'Price must be a whole number of rupiah, without decimals or signs',
    ],
    [
      { name: 'Ok name', price: '12.5' },
      'price',
      'Price must be a whole number of rupiah, without decimals or signs',
    ],
    [
      { name: 'Ok name', price: '1e23' },
      'price',
      'Price must be a whole number of rupiah, without decimals or signs',
    ],
    [{ name: 'Ok name', price: '1000000000001' }, 'price', 'Price must be at most Rp 1.000.000.000.000'],
    [{ name: 'Ok name', data_type: 'CSV' }, 'data_type', 'Data type is not valid'],
    [{ name: 'Ok name', category: ['NOT_A_CATEGORY'] }, 'category.0', 'Category is not valid'],
    [{ name: 'Ok name', dataset_source_id: 'nope' }, 'dataset_source_id', 'Dataset source is not valid'],
    [{ name: 'Ok name', monthly_quota: '0' }, 'monthly_quota', 'Monthly call quota must be at least 1'],
    [
      { name: 'Ok name', short_description: 'x'.repeat(201) },
      'short_description',
      'Short description may not be greater than 200 characters',
    ],
  ])('refuses bad input %j', async (values, field, message) => {
    const response = await add(admin, values as Record<string, string>, true)
    expect(response.statusCode).toBe(422)
    expect(response.json().errors[field]).toBe(message)
  })

  it('checks pricing against the data type, the unit against the pricing model and the delivery method', async () => {
    const response = await add(
      admin,
      completeApiProduct(apiDataset, {
        pricing_model: 'ONE_TIME',
        unit: 'MONTH',
        delivery_method: 'DOWNLOAD',
      }),
      false,
    )
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toMatchObject({
      pricing_model: 'Pricing model is not valid for this data type',
      unit: 'Unit is not valid for this pricing model',
      delivery_method: 'Delivery method is not valid for this data type',
    })
  })

  it('needs a monthly quota for an API subscription, and a non-zero price on the open marketplace', async () => {
    const response = await add(
      admin,
      completeApiProduct(apiDataset, { pricing_model: 'SUBSCRIPTION', unit: 'MONTH', price: '0' }),
      false,
    )
    expect(response.json().errors).toMatchObject({
      monthly_quota: 'Monthly call quota can not be empty',
      price: 'Price can not have value 0',
    })
  })

  it('refuses a dataset of another data type and a dataset that is not active', async () => {
    const wrongType = await add(admin, completeApiProduct(fileDataset), false)
    expect(wrongType.json().errors.dataset_source_id).toBe('Dataset source is not valid')
    const draft = await add(admin, completeApiProduct(draftDataset), false)
    expect(draft.json().errors.dataset_source_id).toBe(
      'Dataset source must be active before the product can be published',
    )
  })

  it('needs consent or masking before a sensitive product is published', async () => {
    const response = await add(admin, completeApiProduct(apiDataset, { is_sensitive: 'true' }), false)
    expect(response.json().errors.is_consent).toMatch(/consent or masking/)
    const masked = await add(
      admin,
      completeApiProduct(apiDataset, { is_sensitive: 'true', is_masked: 'true' }),
      false,
    )
    expect(masked.statusCode).toBe(200)
    expect(masked.json().data).toMatchObject({ is_sensitive: true, is_masked: true, is_consent: false })
  })
})

describe('private offers', () => {
  it('sells to one named consumer, free of charge if the provider wishes', async () => {
    const response = await add(
      admin,
      completeApiProduct(apiDataset, {
        name: 'Pilot for Konsumen Maju',
        is_private: 'true',
        consumer_id: consumerId,
        price: '0',
      }),
      false,
    )
    expect(response.statusCode).toBe(200)
    expect(response.json().data).toMatchObject({
      is_private: true,
      consumer_id: consumerId,
      consumer_legal_name: 'PT Konsumen Maju',
      price: 0,
    })
  })

  it('needs the consumer, and only a verified consumer company other than the provider', async () => {
    const missing = await add(admin, completeApiProduct(apiDataset, { is_private: 'true' }), false)
    expect(missing.json().errors.consumer_id).toBe('Consumer can not be empty')
    const self = await add(
      admin,
      completeApiProduct(apiDataset, { is_private: 'true', consumer_id: providerId }),
      false,
    )
    expect(self.json().errors.consumer_id).toBe('Consumer is not valid')
    const unverified = await tenantIdOf(db, 'PT Baru Berdiri')
    const notVerified = await add(
      admin,
      completeApiProduct(apiDataset, { is_private: 'true', consumer_id: unverified }),
      false,
    )
    expect(notVerified.json().errors.consumer_id).toBe('Consumer is not valid')
  })

  it('lists the consumer companies an offer can go to', async () => {
    const response = await get(member, '/api/data/dropdown/products/consumer')
    const names = response.json().data.data.map((item: { description: string }) => item.description)
    expect(names).toContain('PT Konsumen Maju')
    expect(names).not.toContain('PT Data Nusantara')
    expect(names).not.toContain('PT Baru Berdiri')
  })

  it('forgets the consumer once the offer is no longer private', async () => {
    const response = await add(
      admin,
      { name: 'Open again', is_private: 'false', consumer_id: consumerId },
      true,
    )
    expect(response.json().data).toMatchObject({ is_private: false, consumer_id: null })
  })
})
