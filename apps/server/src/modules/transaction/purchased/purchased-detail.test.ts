import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tenantApiKeys } from '../../../db/schema'
import { headersFor } from '../../../../test/test-app'
import { openPurchasedSuite, purchasedBase, type PurchasedSuite } from './purchased.test-helpers'

let purchased: PurchasedSuite
const detail = (headers: Record<string, string>, transactionNo: string) =>
  purchased.suite.get(headers, `${purchasedBase}/detail/${transactionNo}`)
const apiParams = (headers: Record<string, string>, query = '') =>
  purchased.suite.get(headers, `/api/transaction/dropdown/api-params${query}`)

beforeAll(async () => {
  purchased = await openPurchasedSuite()
})

afterAll(async () => purchased.suite.close())

describe('purchased data detail', () => {
  it('gives an API purchase its gateway address, method and parameters from the dataset', async () => {
    const { no, apiProductId, consumerMember, suite } = purchased
    const response = await detail(consumerMember, no.subscription!)
    expect(response.statusCode).toBe(200)
    const data = response.json().data
    expect(data).toMatchObject({
      transaction_no: no.subscription,
      name: 'NIK Phone Match',
      product_id: apiProductId,
      owner_id: suite.providerId,
      owner_legal_name: 'PT Data Nusantara',
      data_type: 'API',
      api_id: suite.apiDataset,
      method: 'POST',
      api_base_url: `http://localhost:3000/gateway/v1/products/${apiProductId}`,
      documentation_url: `/consumer/my-transaction/purchased-data/${no.subscription}/documentation`,
      short_description: 'Checks that a phone number belongs to a NIK',
      pricing_model: { value: 'SUBSCRIPTION', description: 'Subscription' },
      unit: { value: 'MONTH', description: 'Per month' },
      price: 750000,
      delivery_method: 'API',
      status: 'APPROVED',
      monthly_quota: 10000,
      period_count: 3,
      file: null,
    })
    expect(new Date(data.period_end).getTime()).toBeGreaterThan(Date.now())
    expect(data.parameters.map((parameter: { name: string }) => parameter.name)).toEqual([
      'nik',
      'phone',
      'strict',
      'X-Request-Id',
    ])
    expect(data.parameters[0]).toEqual({
      name: 'nik',
      type: 'STRING',
      is_required: true,
      location: 'PATH',
      description: 'The NIK to check',
      example: '3171012345670001',
    })
  })

  it('writes the documentation from the dataset without revealing the upstream', async () => {
    const { no, apiProductId, consumerAdmin } = purchased
    const response = await detail(consumerAdmin, no.subscription!)
    expect(response.body).not.toContain('upstream.example.com')
    expect(response.body).not.toContain('upstream-secret-value')
    expect(response.body).not.toContain('/v1/match')
    const documentation = response.json().data.documentation
    expect(documentation).toMatchObject({
      product_name: 'NIK Phone Match',
      endpoint: `http://localhost:3000/gateway/v1/products/${apiProductId}`,
      method: 'POST',
      api_key_hint: null,
      response_sample: '{"is_match":true,"score":0.98}',
      response_time: 'Under 500 ms',
      operational_hour_from: '07:00',
      operational_hour_to: '19:00',
      time_zone: 'Asia/Jakarta',
      monthly_quota: 10000,
    })
    expect(documentation.headers.map((header: { name: string }) => header.name)).toEqual([
      'X-API-Key',
      'Content-Type',
      'X-Request-Id',
    ])
    expect(
      documentation.parameters.map((parameter: { name: string; send_in: string }) => [
        parameter.name,
        parameter.send_in,
      ]),
    ).toEqual([
      ['nik', 'QUERY'],
      ['phone', 'BODY'],
      ['strict', 'QUERY'],
      ['X-Request-Id', 'HEADER'],
    ])
    expect(documentation.example_request).toBe(
      [
        // The provider's examples; a placeholder of the type where it gave none.
        `curl -X POST 'http://localhost:3000/gateway/v1/products/${apiProductId}?nik=3171012345670001&strict=true'`,
        `-H "X-API-Key: $LUMBUNG_API_KEY"`,
        `-H 'X-Request-Id: example'`,
        `-H 'Content-Type: application/json'`,
        `-d '{"phone":"081234567890"}'`,
      ].join(' \\\n  '),
    )
    const codes = documentation.errors.map((error: { code: string }) => error.code)
    expect(codes).toContain('API_KEY_MISSING')
    expect(codes).toContain('NO_ACTIVE_PURCHASE')
    expect(codes).toContain('QUOTA_EXCEEDED')
    expect(codes).toContain('OUTSIDE_OPERATIONAL_HOURS')
    // Any company's owner can set a cap that refuses, so every product's documentation lists it.
    expect(documentation.errors).toContainEqual(
      expect.objectContaining({ code: 'SPEND_CAP_REACHED', http_status: 402 }),
    )
  })

  it('names only the refusals a product can meet, and shows the company key masked once it exists', async () => {
    const { no, consumerAdmin, suite } = purchased
    const payPerCall = (await detail(consumerAdmin, no.payPerCall!)).json().data.documentation
    expect(payPerCall.monthly_quota).toBeNull()
    expect(payPerCall.errors.map((error: { code: string }) => error.code)).not.toContain('QUOTA_EXCEEDED')
    expect(payPerCall.errors.map((error: { code: string }) => error.code)).toContain('SPEND_CAP_REACHED')

    const weather = (await detail(consumerAdmin, no.passed!)).json().data.documentation
    expect(weather.method).toBe('GET')
    expect(weather.parameters).toEqual([])
    expect(weather.operational_hour_from).toBeNull()
    expect(weather.errors.map((error: { code: string }) => error.code)).not.toContain(
      'OUTSIDE_OPERATIONAL_HOURS',
    )

    await suite.db.insert(tenantApiKeys).values({
      tenantId: suite.consumerId,
      keyHash: 'f'.repeat(64),
      sealedKey: 'sealed',
      lastFour: 'Wx9Z',
    })
    const withKey = (await detail(consumerAdmin, no.payPerCall!)).json().data.documentation
    expect(withKey.api_key_hint).toBe('lmb_live_••••Wx9Z')
    expect(withKey.headers[0]).toMatchObject({ name: 'X-API-Key', value: 'lmb_live_••••Wx9Z' })
  })

  it('gives a file purchase its file facts and no API fields', async () => {
    const { no, consumerAdmin } = purchased
    const data = (await detail(consumerAdmin, no.file!)).json().data
    expect(data).toMatchObject({
      data_type: 'FILE',
      status: 'APPROVED',
      api_id: null,
      method: null,
      api_base_url: null,
      documentation_url: null,
      documentation: null,
      parameters: [],
      pricing_model: { value: 'ONE_TIME', description: 'One-time purchase' },
      price: 2500000,
      delivery_method: 'DOWNLOAD',
      period_end: null,
      file: {
        file_name: 'outlets.csv',
        file_type: 'CSV',
        delimiter: 'COMMA',
        row_count: 1200,
        file_size: 48213,
        columns: [
          { name: 'outlet_id', type: 'STRING', description: 'Outlet code', is_sensitive: false },
          { name: 'owner_phone', type: 'STRING', description: null, is_sensitive: true },
        ],
      },
    })
  })

  it('shows a passed or swept subscription as expired', async () => {
    const { no, consumerAdmin } = purchased
    expect((await detail(consumerAdmin, no.passed!)).json().data.status).toBe('EXPIRED')
    expect((await detail(consumerAdmin, no.expired!)).json().data.status).toBe('EXPIRED')
  })

  it('answers 404 for requests that are not purchases and for another company’s purchase', async () => {
    const { no, consumerAdmin, providerAdmin } = purchased
    for (const hidden of [no.waiting, no.rejected, no.withdrawn, no.otherTenant]) {
      const response = await detail(consumerAdmin, hidden!)
      expect(response.statusCode).toBe(404)
      expect(response.json()).toMatchObject({ status: 'ERROR', code: 'NOT_FOUND' })
    }
    expect((await detail(providerAdmin, no.subscription!)).statusCode).toBe(404)
    expect((await detail(providerAdmin, no.otherTenant!)).statusCode).toBe(200)
    expect((await detail(consumerAdmin, 'TRX-20261121-ZZZZZZ')).statusCode).toBe(404)
  })
})

describe('api-params dropdown', () => {
  it('lists each API product the company can call now, once, with its input fields', async () => {
    const { consumerMember, apiProductId } = purchased
    const response = await apiParams(consumerMember)
    expect(response.statusCode).toBe(200)
    const { data, total_data } = response.json().data
    // The weather product's only purchase has passed its period; the file product is no API.
    expect(total_data).toBe(1)
    expect(data[0].product).toEqual({ id: apiProductId, name: 'NIK Phone Match' })
    expect(data[0].fields.map((field: { name: string }) => field.name)).toEqual([
      'nik',
      'phone',
      'strict',
      'X-Request-Id',
    ])
    expect(data[0].fields[1]).toEqual({
      name: 'phone',
      type: 'STRING',
      is_required: true,
      location: 'BODY',
      description: 'Phone number',
      example: '081234567890',
    })
  })

  it('narrows to one product and never shows another company’s purchases', async () => {
    const { consumerAdmin, apiProductId, fileProductId, weatherProductId, suite } = purchased
    const one = (await apiParams(consumerAdmin, `?product_id=${apiProductId}`)).json().data
    expect(one.total_data).toBe(1)
    for (const productId of [fileProductId, weatherProductId]) {
      expect((await apiParams(consumerAdmin, `?product_id=${productId}`)).json().data.total_data).toBe(0)
    }
    // The provider company bought the weather product too, and its purchase still runs: that is its own.
    const provider = (await apiParams(await headersFor(suite.app, 'member@provider.test'))).json().data
    expect(provider.data.map((item: { product: { id: string } }) => item.product.id)).toEqual([
      weatherProductId,
    ])
  })
})
