import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertProduct, tenantIdOf, userIdOf } from '../../../test/builders'
import { createTestApp, headersFor, type TestApp } from '../../../test/test-app'
import { insertPurchase } from '../transaction/purchased/purchased.test-helpers'
import { usageEntry } from './dashboard.test-helpers'

type Headers = Record<string, string>
const base = '/api/dashboard/charts'
const march = 'from=2026-03-01&to=2026-03-31'

let test: TestApp
let providerAdmin: Headers
let providerMember: Headers
let consumerMember: Headers
let unverifiedOwner: Headers
let alpha: string
let beta: string
let foreign: string

/** A moment in Asia/Jakarta (UTC+7). */
const wib = (text: string) => new Date(`${text}+07:00`)

async function get(headers: Headers, path: string, query: string) {
  return test.app.inject({ method: 'GET', url: `${base}/${path}?${query}`, headers })
}

async function data<T = Record<string, unknown>>(headers: Headers, path: string, query: string): Promise<T> {
  const response = await get(headers, path, query)
  expect(response.statusCode, response.body).toBe(200)
  return response.json().data as T
}

beforeAll(async () => {
  test = await createTestApp()
  const db = test.database.db
  const provider = await tenantIdOf(db, 'PT Data Nusantara')
  const consumer = await tenantIdOf(db, 'PT Konsumen Maju')
  const other = await tenantIdOf(db, 'PT Baru Berdiri')
  alpha = await insertProduct(db, { tenantId: provider, name: 'Alpha API' })
  beta = await insertProduct(db, { tenantId: provider, name: 'Beta API' })
  foreign = await insertProduct(db, { tenantId: other, name: 'Foreign API' })
  const requestedBy = await userIdOf(db, 'admin@consumer.test')
  for (const [productId, productName] of [
    [alpha, 'Alpha API'],
    [beta, 'Beta API'],
  ] as const) {
    await insertPurchase(db, {
      productId,
      productName,
      consumerTenantId: consumer,
      providerTenantId: provider,
      providerLegalName: 'PT Data Nusantara',
      requestedBy,
      status: 'APPROVED',
    })
  }
  const sold = { consumerTenantId: consumer, providerTenantId: provider }
  const calls = [
    // 1 March: three paid calls and a client error on Alpha.
    ...Array.from({ length: 3 }, () =>
      usageEntry({ ...sold, productId: alpha, occurredAt: wib('2026-03-01T10:00:00') }),
    ),
    usageEntry({
      ...sold,
      productId: alpha,
      outcome: 'CLIENT_ERROR',
      occurredAt: wib('2026-03-01T11:00:00'),
    }),
    // Late on 2 March in Jakarta (still 2 March in UTC) and just after midnight on 3 March (2 March in UTC).
    usageEntry({ ...sold, productId: alpha, occurredAt: wib('2026-03-02T23:30:00') }),
    usageEntry({ ...sold, productId: alpha, outcome: 'TIMEOUT', occurredAt: wib('2026-03-03T00:30:00') }),
    // 5 March on Beta: two upstream errors, a refusal and one paid query.
    usageEntry({
      ...sold,
      productId: beta,
      outcome: 'UPSTREAM_ERROR',
      occurredAt: wib('2026-03-05T09:00:00'),
    }),
    usageEntry({
      ...sold,
      productId: beta,
      outcome: 'UPSTREAM_ERROR',
      occurredAt: wib('2026-03-05T09:05:00'),
    }),
    usageEntry({ ...sold, productId: beta, outcome: 'REJECTED', occurredAt: wib('2026-03-05T09:10:00') }),
    usageEntry({
      ...sold,
      productId: beta,
      kind: 'QUERY',
      unitPrice: 5000,
      occurredAt: wib('2026-03-05T10:00:00'),
    }),
    // Outside March in Jakarta (31 March in UTC).
    usageEntry({ ...sold, productId: alpha, occurredAt: wib('2026-04-01T00:30:00') }),
    // PT Data Nusantara buying from another provider: its consumer side, never its provider side.
    ...Array.from({ length: 4 }, () =>
      usageEntry({
        consumerTenantId: provider,
        providerTenantId: other,
        productId: foreign,
        unitPrice: 999,
        occurredAt: wib('2026-03-01T08:00:00'),
      }),
    ),
  ]
  for (const call of calls) test.app.usage.record(call)
  await test.app.usage.flush()
  providerAdmin = await headersFor(test.app, 'admin@provider.test')
  providerMember = await headersFor(test.app, 'member@provider.test')
  consumerMember = await headersFor(test.app, 'member@consumer.test')
  unverifiedOwner = await headersFor(test.app, 'owner@unverified.test')
})

afterAll(() => test?.close())

describe('dashboard number summary', () => {
  it("sums the provider's sold calls and earnings, and the consumer's calls and spend, over Jakarta days", async () => {
    const expected = {
      from: '2026-03-01',
      to: '2026-03-31',
      calls: 10,
      successful_calls: 5,
      failed_calls: 5,
      amount: 4 * 1500 + 5000,
      billable_calls: 5,
      success_rate: 50,
      active_products: 2,
      average_latency_ms: (5 * 100 + 5 * 40) / 10,
    }
    expect(await data(providerAdmin, 'number-summary', `user_type=provider&${march}`)).toEqual(expected)
    expect(await data(providerMember, 'number-summary', `user_type=provider&${march}`)).toEqual(expected)
    expect(await data(consumerMember, 'number-summary', `user_type=consumer&${march}`)).toEqual(expected)
    expect(await data(providerAdmin, 'number-summary', `user_type=consumer&${march}`)).toMatchObject({
      calls: 4,
      amount: 4 * 999,
      success_rate: 100,
      active_products: 1,
    })
  })

  it('narrows to one product and reads only the days asked for', async () => {
    expect(
      await data(providerAdmin, 'number-summary', `user_type=provider&${march}&product_id=${alpha}`),
    ).toMatchObject({ calls: 6, successful_calls: 4, amount: 6000, active_products: 1 })
    expect(
      await data(providerAdmin, 'number-summary', 'user_type=provider&from=2026-03-02&to=2026-03-02'),
    ).toMatchObject({ calls: 1, amount: 1500 })
    expect(
      await data(providerAdmin, 'number-summary', 'user_type=provider&from=2026-04-01&to=2026-04-01'),
    ).toMatchObject({ calls: 1, success_rate: 100 })
  })

  it('reads this month in Jakarta when no period is given, and an empty period as zeros', async () => {
    const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10)
    const summary = await data(providerAdmin, 'number-summary', 'user_type=provider')
    expect(summary).toMatchObject({ from: `${today.slice(0, 7)}-01`, calls: 0, amount: 0 })
    expect(summary.success_rate).toBeNull()
    expect(summary.average_latency_ms).toBeNull()
    expect((summary.to as string) >= today).toBe(true)
  })
})

describe('dashboard charts', () => {
  it('counts every outcome for the donut, zero where there were none', async () => {
    expect(await data(providerAdmin, 'transaction-call-status', `user_type=provider&${march}`)).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
      total: 10,
      by_outcome: [
        { outcome: 'SUCCESS', calls: 5 },
        { outcome: 'CLIENT_ERROR', calls: 1 },
        { outcome: 'UPSTREAM_ERROR', calls: 2 },
        { outcome: 'TIMEOUT', calls: 1 },
        { outcome: 'REJECTED', calls: 1 },
      ],
    })
  })

  it('breaks the failures down by outcome and by kind', async () => {
    const failed = await data(consumerMember, 'failed-api-breakdown', `user_type=consumer&${march}`)
    expect(failed).toMatchObject({
      total_failed: 5,
      by_outcome: [
        { outcome: 'CLIENT_ERROR', calls: 1 },
        { outcome: 'UPSTREAM_ERROR', calls: 2 },
        { outcome: 'TIMEOUT', calls: 1 },
        { outcome: 'REJECTED', calls: 1 },
      ],
    })
    expect(failed.by_kind).toEqual([
      { kind: 'API_CALL', outcome: 'CLIENT_ERROR', calls: 1 },
      { kind: 'API_CALL', outcome: 'UPSTREAM_ERROR', calls: 2 },
      { kind: 'API_CALL', outcome: 'TIMEOUT', calls: 1 },
      { kind: 'API_CALL', outcome: 'REJECTED', calls: 1 },
    ])
  })

  it('gives every Jakarta day of the period, quiet days as zero', async () => {
    const { days } = await data<{ days: { date: string; calls: number; amount: number }[] }>(
      providerAdmin,
      'total-daily-transaction',
      `user_type=provider&${march}`,
    )
    expect(days).toHaveLength(31)
    expect(days[0]).toEqual({
      date: '2026-03-01',
      calls: 4,
      successful_calls: 3,
      failed_calls: 1,
      amount: 4500,
    })
    expect(days[1]).toMatchObject({ date: '2026-03-02', calls: 1, amount: 1500 })
    expect(days[2]).toMatchObject({ date: '2026-03-03', calls: 1, failed_calls: 1, amount: 0 })
    expect(days[3]).toMatchObject({ date: '2026-03-04', calls: 0, amount: 0 })
    expect(days[4]).toMatchObject({ date: '2026-03-05', calls: 4, successful_calls: 1, amount: 5000 })
    expect(days.reduce((sum, day) => sum + day.calls, 0)).toBe(10)
  })

  it("totals each product by name, the provider's quiet products included, never another provider's", async () => {
    const { products } = await data<{ products: Record<string, unknown>[] }>(
      providerAdmin,
      'total-per-product-transaction',
      `user_type=provider&${march}`,
    )
    expect(products.slice(0, 2)).toEqual([
      {
        product_id: alpha,
        product_name: 'Alpha API',
        calls: 6,
        successful_calls: 4,
        failed_calls: 2,
        amount: 6000,
      },
      {
        product_id: beta,
        product_name: 'Beta API',
        calls: 4,
        successful_calls: 1,
        failed_calls: 3,
        amount: 5000,
      },
    ])
    expect(products.slice(2).every((product) => product.calls === 0)).toBe(true)
    expect(products.map((product) => product.product_id)).not.toContain(foreign)
    const bought = await data<{ products: Record<string, unknown>[] }>(
      consumerMember,
      'total-per-product-transaction',
      `user_type=consumer&${march}`,
    )
    expect(bought.products.map((product) => product.product_name)).toEqual(['Alpha API', 'Beta API'])
  })

  it('pages the table by product and day, or by product, with the other company named', async () => {
    const byDay = await data<{ data: Record<string, unknown>[]; total_data: number }>(
      providerAdmin,
      'table-transaction-data',
      `user_type=provider&${march}`,
    )
    expect(byDay.total_data).toBe(4)
    expect(byDay.data.map((row) => [row.date, row.product_name, row.calls])).toEqual([
      ['2026-03-05', 'Beta API', 4],
      ['2026-03-03', 'Alpha API', 1],
      ['2026-03-02', 'Alpha API', 1],
      ['2026-03-01', 'Alpha API', 4],
    ])
    expect(byDay.data[0]).toMatchObject({ counterparty_name: 'PT Konsumen Maju', amount: 5000 })
    const secondPage = await data<{ data: Record<string, unknown>[]; total_data: number }>(
      providerAdmin,
      'table-transaction-data',
      `user_type=provider&${march}&limit=2&page=2`,
    )
    expect(secondPage.total_data).toBe(4)
    expect(secondPage.data.map((row) => row.date)).toEqual(['2026-03-02', '2026-03-01'])
    const byProduct = await data<{ data: Record<string, unknown>[] }>(
      consumerMember,
      'table-transaction-data',
      `user_type=consumer&${march}&group_by=product`,
    )
    expect(byProduct.data).toEqual([
      expect.objectContaining({
        date: null,
        product_name: 'Alpha API',
        counterparty_name: 'PT Data Nusantara',
        calls: 6,
        amount: 6000,
        average_latency_ms: 80,
      }),
      expect.objectContaining({ product_name: 'Beta API', calls: 4, amount: 5000, average_latency_ms: 55 }),
    ])
  })
})

describe('dashboard scope and input', () => {
  it("answers 404 for a product filter outside the company's reach, on every call", async () => {
    const paths = [
      'number-summary',
      'transaction-call-status',
      'failed-api-breakdown',
      'total-daily-transaction',
      'total-per-product-transaction',
      'table-transaction-data',
    ]
    for (const path of paths) {
      const response = await get(providerAdmin, path, `user_type=provider&${march}&product_id=${foreign}`)
      expect(response.statusCode, path).toBe(404)
      expect(response.json().message).toBe('Product not found')
    }
    // A consumer that never requested it may not filter by it either.
    expect(
      (await get(consumerMember, 'number-summary', `user_type=consumer&product_id=${foreign}`)).statusCode,
    ).toBe(404)
  })

  it('refuses a side the company lacks, an unverified company and a caller without a session', async () => {
    const notProvider = await get(consumerMember, 'number-summary', 'user_type=provider')
    expect(notProvider.statusCode).toBe(403)
    expect(notProvider.json().code).toBe('NOT_A_PROVIDER')
    expect((await get(unverifiedOwner, 'number-summary', 'user_type=consumer')).statusCode).toBe(403)
    expect((await get({}, 'number-summary', 'user_type=consumer')).statusCode).toBe(401)
  })

  it('answers 422 for odd periods and filters', async () => {
    const cases: [string, string][] = [
      ['user_type=provider&from=2026-03-10&to=2026-03-01', 'The end date must not be before the start date'],
      ['user_type=provider&from=2025-01-01&to=2026-01-02', 'The period can be at most 366 days'],
      ['user_type=provider&from=2026-02-30', 'Start date is not valid'],
      ['user_type=provider&to=yesterday', 'End date is not valid'],
      ['user_type=provider&product_id=nope', 'Product is not valid'],
      ['user_type=nobody', 'User type must be consumer or provider'],
      ['', 'User type must be consumer or provider'],
      ['user_type=provider&group_by=hour', 'Grouping is not valid'],
    ]
    for (const [query, message] of cases) {
      const path = query.includes('group_by') ? 'table-transaction-data' : 'number-summary'
      const response = await get(providerAdmin, path, query)
      expect(response.statusCode, query).toBe(422)
      expect(response.json().message, query).toBe(message)
    }
    // A leap year's 366 days are one period.
    expect(
      (await get(providerAdmin, 'number-summary', 'user_type=provider&from=2028-01-01&to=2028-12-31'))
        .statusCode,
    ).toBe(200)
  })
})
