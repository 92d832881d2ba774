import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openBillingSuite, period, type BillingSuite } from './billing.test-helpers'

let suite: BillingSuite
const base = '/api/billing/transaction/transaction-list'

interface Item {
  id: string
  event: string
  product_name: string
  counterparty_name: string
  outcome: string
  is_billable: boolean
  amount: number
  occurred_date: string
}

beforeAll(async () => {
  suite = await openBillingSuite()
})

afterAll(async () => suite.close())

const listOf = async (headers: Record<string, string>, query: string) => {
  const response = await suite.get(headers, `${base}?${query}`)
  expect(response.statusCode).toBe(200)
  return response.json().data as { data: Item[]; total_data: number }
}

describe('transaction history', () => {
  it("lists every event of the consumer's month, refused and failed ones at no charge", async () => {
    const list = await listOf(suite.headers.consumerOwner, `user_type=consumer&period=${period}&limit=100`)
    // 9 calls to the first provider (3 failed or refused, one in the month's last second), 2 queries,
    // 2 calls to the second provider, 1 subscription period, 1 one-time purchase.
    expect(list.total_data).toBe(15)
    const dates = list.data.map((item) => item.occurred_date)
    expect(dates).toEqual([...dates].sort().reverse())
    const failed = list.data.filter((item) => item.outcome !== 'SUCCESS')
    expect(failed).toHaveLength(3)
    expect(failed.every((item) => !item.is_billable && item.amount === 0)).toBe(true)
    const billed = list.data.reduce((sum, item) => sum + item.amount, 0)
    expect(billed).toBe(3_022_000)
  })

  it('filters by outcome, product, counterparty, event and days, and pages', async () => {
    const query = `user_type=consumer&period=${period}`
    const upstream = await listOf(suite.headers.consumerOwner, `${query}&outcome=UPSTREAM_ERROR`)
    expect(upstream.data.map((item) => item.outcome)).toEqual(['UPSTREAM_ERROR'])
    const product = await listOf(
      suite.headers.consumerOwner,
      `${query}&product=${suite.products.queryProduct}`,
    )
    expect(product.total_data).toBe(2)
    const other = await listOf(suite.headers.consumerOwner, `${query}&counterparty=${suite.secondProvider}`)
    expect(other.data.map((item) => item.product_name)).toEqual(['=SUM(1+1)', '=SUM(1+1)'])
    const subscriptions = await listOf(suite.headers.consumerOwner, `${query}&event=SUBSCRIPTION`)
    expect(subscriptions.data).toMatchObject([{ event: 'SUBSCRIPTION', amount: 750_000 }])
    const days = await listOf(suite.headers.consumerOwner, 'user_type=consumer&from=2024-03-03&to=2024-03-05')
    expect(days.total_data).toBe(3)
    const page = await listOf(suite.headers.consumerOwner, `${query}&limit=4&page=4`)
    expect(page.data).toHaveLength(3)
    expect(page.total_data).toBe(15)
    const reversed = await suite.get(suite.headers.consumerOwner, `${base}?from=2024-03-05&to=2024-03-03`)
    expect(reversed.statusCode).toBe(400)
    const tooLong = await suite.get(suite.headers.consumerOwner, `${base}?from=2020-01-01&to=2024-03-05`)
    expect(tooLong.json().code).toBe('RANGE_TOO_LONG')
    // An end alone starts on the first day of its month.
    const endOnly = await listOf(suite.headers.consumerOwner, 'user_type=consumer&to=2024-03-05')
    expect(endOnly.total_data).toBe(3)
  })

  it("shows each provider only its own customers' events", async () => {
    const own = await listOf(suite.headers.providerOwner, `user_type=provider&period=${period}&limit=100`)
    expect(new Set(own.data.map((item) => item.counterparty_name))).toEqual(
      new Set(['PT Konsumen Maju', 'PT Pembeli Kedua']),
    )
    expect(own.data.some((item) => item.product_name === '=SUM(1+1)')).toBe(false)
    const other = await listOf(suite.headers.secondProvider, `user_type=provider&period=${period}&limit=100`)
    expect(other.total_data).toBe(2)
    const consumerSide = await listOf(suite.headers.secondConsumer, `user_type=consumer&period=${period}`)
    expect(consumerSide.total_data).toBe(4)
    expect(consumerSide.data.every((item) => item.counterparty_name === 'PT Data Nusantara')).toBe(true)
  })

  it('exports the same rows as CSV with formula-like cells defused', async () => {
    const response = await suite.get(
      suite.headers.consumerOwner,
      `${base}/export?user_type=consumer&period=${period}`,
    )
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('text/csv')
    const lines = response.body.trimEnd().split('\r\n')
    expect(lines[0]).toContain('Amount (IDR)')
    expect(lines).toHaveLength(16)
    expect(response.body).toContain(`'=SUM(1+1)`)
    expect(response.body).not.toMatch(/(^|,)=SUM/m)
  })

  it('offers the products and companies the side dealt with as filter options', async () => {
    const products = await suite.get(
      suite.headers.consumerOwner,
      '/api/billing/dropdown/product-list?user_type=consumer',
    )
    const names = (products.json().data.data as { description: string }[]).map((item) => item.description)
    expect(names).toEqual(expect.arrayContaining(['Billing Subscription', 'Billing File']))
    const companies = await suite.get(
      suite.headers.providerOwner,
      '/api/billing/dropdown/counterparty-list?user_type=provider',
    )
    const companyNames = (companies.json().data.data as { description: string }[]).map(
      (item) => item.description,
    )
    expect(companyNames).toContain('PT Konsumen Maju')
    expect(companyNames).not.toContain('PT Data Nusantara')
  })
})
