import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { transactionRequests } from '../../../db/schema'
import { openRequestsSuite, type RequestsSuite } from './requests.test-helpers'

let suite: RequestsSuite
const no: Record<string, string> = {}
const day = 24 * 3600_000

/** Moves a request's date to the given instant, as if it had been sent then. */
async function backdate(transactionNo: string, isoInstant: string) {
  await suite.db
    .update(transactionRequests)
    .set({ createdAt: new Date(isoInstant) })
    .where(eq(transactionRequests.transactionNo, transactionNo))
}

beforeAll(async () => {
  suite = await openRequestsSuite()
  const put = (url: string, body: Record<string, unknown>) =>
    suite.call(suite.providerAdmin, 'PUT', url, body)
  no.weatherApproved = await suite.request(suite.product.monthly, { period_count: 1 })
  await put('/provider/request/approve', { transaction_no: no.weatherApproved })
  no.weatherWaiting = await suite.request(suite.product.monthly, { period_count: 2 })
  no.fileRejected = await suite.request(suite.product.file)
  await put('/provider/request/reject', { transaction_no: no.fileRejected, reason: 'Not for resale' })
  no.callWithdrawn = await suite.request(suite.product.payPerCall)
  await suite.call(suite.consumerAdmin, 'PUT', `/consumer/request/withdraw/${no.callWithdrawn}`)
  no.privateWaiting = await suite.request(suite.product.privateToConsumer)
  // 23:30 on 1 March in Jakarta is still 1 March there, though already 16:30 UTC the same day.
  await backdate(no.weatherApproved, '2026-03-01T16:30:00Z')
  // 00:30 on 2 March in Jakarta is 1 March 17:30 UTC: a Jakarta day, not a UTC one, decides.
  await backdate(no.weatherWaiting, '2026-03-01T17:30:00Z')
  await backdate(no.fileRejected, '2026-03-10T03:00:00Z')
  await backdate(no.callWithdrawn, '2026-04-01T03:00:00Z')
  await backdate(no.privateWaiting, new Date(Date.now() - day).toISOString())
})
afterAll(() => suite.close())

const numbersOf = async (url: string, headers = suite.providerAdmin) => {
  const response = await suite.get(headers, url)
  expect(response.statusCode, response.body).toBe(200)
  return (response.json().data.data as { transaction_no: string }[]).map((item) => item.transaction_no)
}

describe('request lists', () => {
  it('lists newest first on both sides with the list fields', async () => {
    const expected = [
      no.privateWaiting,
      no.callWithdrawn,
      no.fileRejected,
      no.weatherWaiting,
      no.weatherApproved,
    ]
    expect(await numbersOf('/provider/request/list')).toEqual(expected)
    expect(await numbersOf('/consumer/request/list', suite.consumerAdmin)).toEqual(expected)
    const first = (await suite.get(suite.providerAdmin, '/provider/request/list')).json().data.data[0]
    expect(first).toMatchObject({
      product_name: 'Postal Look-up for Konsumen Maju',
      status: 'WAITING_APPROVAL',
      consumer_id: suite.consumerId,
      consumer_legal_name: 'PT Konsumen Maju',
      owner_id: suite.providerId,
      owner_legal_name: 'PT Data Nusantara',
      price: 250,
      revision_count: 0,
    })
  })

  it('filters by status, product, company and search', async () => {
    expect(await numbersOf('/provider/request/list?status=WAITING_APPROVAL')).toEqual([
      no.privateWaiting,
      no.weatherWaiting,
    ])
    expect(await numbersOf(`/provider/request/list?product_id=${suite.product.monthly}`)).toEqual([
      no.weatherWaiting,
      no.weatherApproved,
    ])
    expect(await numbersOf(`/provider/request/list?tenant_id=${suite.consumerId}`)).toHaveLength(5)
    expect(await numbersOf(`/provider/request/list?tenant_id=${suite.providerId}`)).toEqual([])
    expect(
      await numbersOf(`/consumer/request/list?tenant_id=${suite.providerId}`, suite.consumerAdmin),
    ).toHaveLength(5)
    expect(await numbersOf('/provider/request/list?search=census')).toEqual([no.fileRejected])
    expect(await numbersOf(`/provider/request/list?search=${no.callWithdrawn!.toLowerCase()}`)).toEqual([
      no.callWithdrawn,
    ])
    expect(await numbersOf('/provider/request/list?search=100%25')).toEqual([])
  })

  it('filters by Jakarta calendar days, both ends included', async () => {
    expect(await numbersOf('/provider/request/list?date_from=2026-03-01&date_to=2026-03-01')).toEqual([
      no.weatherApproved,
    ])
    expect(await numbersOf('/provider/request/list?date_from=2026-03-02&date_to=2026-03-10')).toEqual([
      no.fileRejected,
      no.weatherWaiting,
    ])
    expect(await numbersOf('/provider/request/list?date_to=2026-03-31')).toHaveLength(3)
    const invalid = await suite.get(suite.providerAdmin, '/provider/request/list?date_from=01-03-2026')
    expect(invalid.statusCode).toBe(422)
  })

  it('pages with the total of every match', async () => {
    const response = await suite.get(suite.providerAdmin, '/provider/request/list?page=2&limit=2')
    const { data } = response.json()
    expect(data.total_data).toBe(5)
    expect(data.data.map((item: { transaction_no: string }) => item.transaction_no)).toEqual([
      no.fileRejected,
      no.weatherWaiting,
    ])
  })

  it('offers dropdowns of the counterparts and products of the company’s own requests', async () => {
    const options = async (url: string, headers = suite.consumerAdmin) =>
      (await suite.get(headers, `/dropdown/${url}`)).json().data.data
    expect(await options('provider-list')).toEqual([
      { value: suite.providerId, description: 'PT Data Nusantara' },
    ])
    expect(await options('consumer-list', suite.providerAdmin)).toEqual([
      { value: suite.consumerId, description: 'PT Konsumen Maju' },
    ])
    const products = await options('consumer-product-list')
    expect(products.map((item: { description: string }) => item.description)).toEqual([
      'Daily Weather',
      'NIK Phone Match',
      'Postal Look-up for Konsumen Maju',
      'Retail Outlet Census',
    ])
    expect(await options('provider-product-list', suite.providerAdmin)).toEqual(products)
  })

  it('keeps the provider screens from a company that is not a provider', async () => {
    const response = await suite.get(suite.consumerAdmin, '/provider/request/list')
    expect(response.statusCode).toBe(403)
    expect(response.json().code).toBe('NOT_A_PROVIDER')
  })
})

describe('request summary', () => {
  it('counts by status and by product, every status listed', async () => {
    const response = await suite.get(suite.providerAdmin, '/provider/request/summary')
    expect(response.statusCode, response.body).toBe(200)
    const { data } = response.json()
    expect(data.total).toBe(5)
    expect(data.by_status).toEqual([
      { status: 'WAITING_APPROVAL', description: 'Waiting approval', total: 2 },
      {
        status: 'WAITING_CONSUMER_ACCEPTANCE',
        description: "Waiting for consumer's acceptance",
        total: 0,
      },
      { status: 'APPROVED', description: 'Approved', total: 1 },
      { status: 'REJECTED', description: 'Rejected', total: 1 },
      { status: 'WITHDRAWN', description: 'Withdrawn', total: 1 },
      { status: 'EXPIRED', description: 'Expired', total: 0 },
    ])
    const weather = data.by_product.find(
      (item: { product_id: string }) => item.product_id === suite.product.monthly,
    )
    expect(weather).toMatchObject({ product_name: 'Daily Weather', total: 2 })
    expect(weather.by_status.filter((item: { total: number }) => item.total > 0)).toEqual([
      { status: 'WAITING_APPROVAL', description: 'Waiting approval', total: 1 },
      { status: 'APPROVED', description: 'Approved', total: 1 },
    ])
    expect(data.by_product).toHaveLength(4)
  })

  it('narrows to a period and a product', async () => {
    const march = (
      await suite.get(
        suite.providerAdmin,
        '/provider/request/summary?date_from=2026-03-01&date_to=2026-03-31',
      )
    ).json().data
    expect(march).toMatchObject({ date_from: '2026-03-01', date_to: '2026-03-31', total: 3 })
    const url = `/provider/request/summary?date_from=2026-03-01&date_to=2026-03-31&product_id=${suite.product.file}`
    const file = (await suite.get(suite.providerAdmin, url)).json().data
    expect(file.total).toBe(1)
    expect(file.by_product.map((item: { product_name: string }) => item.product_name)).toEqual([
      'Retail Outlet Census',
    ])
  })

  it('refuses days out of range or off the calendar with a 422 naming the field', async () => {
    const cases = [
      ['date_from=0001-01-01&date_to=9999-12-31', 'Start date must be between 1900-01-01 and 2999-12-31'],
      ['date_from=2026-03-01&date_to=9999-12-31', 'End date must be between 1900-01-01 and 2999-12-31'],
      ['date_from=2026-02-31', 'Start date is not valid'],
      ['date_to=2026-13-01', 'End date is not valid'],
    ]
    for (const path of ['/provider/request/summary', '/provider/request/list', '/consumer/request/list']) {
      for (const [query, message] of cases) {
        const headers = path.startsWith('/consumer') ? suite.consumerAdmin : suite.providerAdmin
        const response = await suite.get(headers, `${path}?${query}`)
        expect(response.statusCode, `${path}?${query}: ${response.body}`).toBe(422)
        expect(response.json().message).toBe(message)
      }
    }
    const widest = await suite.get(
      suite.providerAdmin,
      '/provider/request/summary?date_from=1900-01-01&date_to=2999-12-31',
    )
    expect(widest.statusCode, widest.body).toBe(200)
    expect(widest.json().data.total).toBeGreaterThan(0)
  })

  it('answers the documented double-slash path the same way', async () => {
    const response = await suite.app.inject({
      method: 'GET',
      url: '/api/transaction/provider/request//summary?date_from=2026-03-01&date_to=2026-03-31',
      headers: suite.providerAdmin,
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().data.total).toBe(3)
  })

  it('is for the provider’s admins and owner only', async () => {
    const { headersFor } = await import('./requests.test-helpers')
    const member = await headersFor(suite.app, 'member@provider.test')
    const response = await suite.get(member, '/provider/request/summary')
    expect(response.statusCode).toBe(403)
    expect(response.json().code).toBe('ROLE_NOT_ALLOWED')
  })
})
