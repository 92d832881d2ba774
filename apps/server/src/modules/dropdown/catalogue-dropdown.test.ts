import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, headersFor, type TestApp } from '../../../test/test-app'

let testApp: TestApp
let signedIn: Record<string, string>
beforeAll(async () => {
  testApp = await createTestApp()
  signedIn = await headersFor(testApp.app, 'member@provider.test')
})
afterAll(() => testApp?.close())

type Items = { data: { data: { value: string; description: string }[]; total_data: number } }
const get = async (url: string, headers: Record<string, string> = {}) => {
  const response = await testApp.app.inject({ method: 'GET', url, headers })
  return { status: response.statusCode, body: response.json() as Items & { errors?: Record<string, string> } }
}
const valuesOf = (body: Items) => body.data.data.map((item) => item.value)

describe('marketplace reference dropdowns', () => {
  it.each([
    ['company', 'PT'],
    ['data-collection', 'SURVEY'],
    ['gender', 'FEMALE'],
    ['http-method', 'PATCH'],
    ['cloud-provider', 'S3'],
    ['file-type', 'XLSX'],
    ['data-asset-status', 'PROCESSING'],
    ['auth-type', 'API_KEY'],
    ['products/data-category', 'WEATHER_CLIMATE'],
    ['request/status', 'WAITING_APPROVAL'],
    ['data-type', 'SECRET_SHARE'],
    ['delimiter', 'SEMICOLON'],
    ['response-time', 'UNDER_500_MS'],
  ])('/%s lists {value, description} items with total_data', async (path, expected) => {
    const { status, body } = await get(`/api/dropdown/marketplace/${path}`)
    expect(status).toBe(200)
    expect(valuesOf(body)).toContain(expected)
    expect(body.data.total_data).toBe(body.data.data.length)
    expect(body.data.data.every((item) => item.description.length > 0)).toBe(true)
  })

  it('offers the pricing models that fit a data type', async () => {
    const prefix = '/api/dropdown/marketplace/products/pricing-model'
    expect(valuesOf((await get(`${prefix}?data_type=API`)).body)).toEqual(['PAY_PER_CALL', 'SUBSCRIPTION'])
    expect(valuesOf((await get(`${prefix}?data_type=FILE`)).body)).toEqual(['SUBSCRIPTION', 'ONE_TIME'])
    expect(valuesOf((await get(`${prefix}?data_type=SECRET_SHARE`)).body)).toEqual(['PAY_PER_QUERY'])
    expect(valuesOf((await get(prefix)).body)).toHaveLength(4)
  })

  it('offers the units of a pricing model', async () => {
    const prefix = '/api/dropdown/marketplace/products/unit'
    expect(valuesOf((await get(`${prefix}?pricing_model=PAY_PER_CALL`)).body)).toEqual(['CALL'])
    expect(valuesOf((await get(`${prefix}?pricing_model=SUBSCRIPTION`)).body)).toEqual(['MONTH', 'YEAR'])
    expect(valuesOf((await get(`${prefix}?pricing_model=ONE_TIME`)).body)).toEqual(['FILE'])
    expect(valuesOf((await get(`${prefix}?pricing_model=PAY_PER_QUERY`)).body)).toEqual(['QUERY'])
  })

  it('offers the delivery methods of a data type', async () => {
    const prefix = '/api/dropdown/marketplace/products/delivery-method'
    expect(valuesOf((await get(`${prefix}?data_type=API`)).body)).toEqual(['API'])
    expect(valuesOf((await get(`${prefix}?data_type=FILE`)).body)).toEqual(['DOWNLOAD', 'CLOUD_STORAGE'])
    expect(valuesOf((await get(`${prefix}?data_type=SECRET_SHARE`)).body)).toEqual(['QUERY'])
  })

  it('refuses an unknown parameter value with the field message', async () => {
    const pricing = await get('/api/dropdown/marketplace/products/pricing-model?data_type=VIDEO')
    expect(pricing.status).toBe(422)
    expect(pricing.body.errors).toEqual({ data_type: 'Data type is not valid' })
    const unit = await get('/api/dropdown/marketplace/products/unit?pricing_model=FREE')
    expect(unit.body.errors).toEqual({ pricing_model: 'Pricing model is not valid' })
  })
})

describe('data module dropdowns', () => {
  it('need a signed-in user', async () => {
    expect((await get('/api/data/dropdown/datasets/status')).status).toBe(401)
  })

  it.each([
    ['datasets/data-type', ['API', 'FILE', 'SECRET_SHARE']],
    ['datasets/status', ['DRAFT', 'ACTIVE', 'INACTIVE']],
    ['datasets/api-method', ['GET', 'POST']],
    ['products/data-type', ['API', 'FILE', 'SECRET_SHARE']],
  ])('/%s lists its values', async (path, expected) => {
    const { status, body } = await get(`/api/data/dropdown/${path}`, signedIn)
    expect(status).toBe(200)
    expect(valuesOf(body)).toEqual(expected)
  })

  it('lists the dataset tags', async () => {
    const { body } = await get('/api/data/dropdown/datasets/tagging', signedIn)
    expect(body.data.data).toContainEqual({ value: 'WEATHER', description: 'Weather' })
  })
})
