import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { products, tenants } from '../../../db/schema'
import { headersFor } from '../../../../test/test-app'
import { type ProductsSuite } from '../../data/products/products.test-helpers'
import { openPurchasedSuite, purchasedBase, type PurchasedSuite } from './purchased.test-helpers'

type Headers = Record<string, string>
let purchased: PurchasedSuite
let suite: ProductsSuite
let consumerAdmin: Headers
let consumerMember: Headers
let weatherProductId: string
let fileProductId: string
let no: Record<string, string>

const get = (headers: Headers, url: string) => suite.get(headers, url)
const listOf = async (headers: Headers, query = '') => {
  const response = await get(headers, `${purchasedBase}/list${query}`)
  expect(response.statusCode).toBe(200)
  return response.json().data as { data: Record<string, unknown>[]; total_data: number }
}
const numbersOf = (list: { data: Record<string, unknown>[] }) =>
  list.data.map((row) => row.transaction_no as string).sort()
const sorted = (...names: string[]) => names.map((name) => no[name]!).sort()

beforeAll(async () => {
  purchased = await openPurchasedSuite()
  ;({ suite, no, consumerAdmin, consumerMember, weatherProductId, fileProductId } = purchased)
})

afterAll(async () => suite.close())

describe('purchased data list', () => {
  it("shows the company's approved and expired purchases to admins and members, newest approval first", async () => {
    for (const headers of [consumerAdmin, consumerMember]) {
      const list = await listOf(headers)
      expect(list.total_data).toBe(5)
      expect(list.data.map((row) => row.transaction_no)).toEqual([
        no.file,
        no.payPerCall,
        no.subscription,
        no.passed,
        no.expired,
      ])
    }
  })

  it('never shows waiting, rejected or withdrawn requests, nor another company’s purchases', async () => {
    const shown = numbersOf(await listOf(consumerAdmin, '?limit=100'))
    for (const hidden of [no.waiting, no.rejected, no.withdrawn, no.otherTenant]) {
      expect(shown).not.toContain(hidden)
    }
    expect(numbersOf(await listOf(await headersFor(suite.app, 'admin@provider.test')))).toEqual([
      no.otherTenant,
    ])
  })

  it('shows a subscription whose period has passed as expired, never as active', async () => {
    const list = await listOf(consumerAdmin)
    const passed = list.data.find((row) => row.transaction_no === no.passed)!
    expect(passed.status).toBe('EXPIRED')
    expect(new Date(passed.period_end as string).getTime()).toBeLessThan(Date.now())
    const active = list.data.find((row) => row.transaction_no === no.subscription)!
    expect(active).toMatchObject({
      status: 'APPROVED',
      name: 'NIK Phone Match',
      owner_legal_name: 'PT Data Nusantara',
      pricing_model: { value: 'SUBSCRIPTION', description: 'Subscription' },
      unit: { value: 'MONTH', description: 'Per month' },
      price: 750000,
      delivery_method: 'API',
      data_type: 'API',
    })
    expect(numbersOf(await listOf(consumerAdmin, '?status=APPROVED'))).toEqual(
      sorted('payPerCall', 'subscription', 'file'),
    )
    expect(numbersOf(await listOf(consumerAdmin, '?status=EXPIRED'))).toEqual(sorted('passed', 'expired'))
  })

  it('filters by data type, provider, product and search, and pages', async () => {
    expect(numbersOf(await listOf(consumerAdmin, '?data_type=FILE'))).toEqual(sorted('file', 'expired'))
    expect(numbersOf(await listOf(consumerAdmin, `?product_id=${weatherProductId}`))).toEqual(
      sorted('passed'),
    )
    expect((await listOf(consumerAdmin, `?provider_id=${suite.providerId}`)).total_data).toBe(5)
    expect((await listOf(consumerAdmin, `?provider_id=${randomUUID()}`)).total_data).toBe(0)
    expect(numbersOf(await listOf(consumerAdmin, '?search=rainfall'))).toEqual(sorted('passed'))
    expect(numbersOf(await listOf(consumerAdmin, `?search=${no.file}`))).toEqual(sorted('file'))
    expect((await listOf(consumerAdmin, '?search=nusantara')).total_data).toBe(5)
    const page = await listOf(consumerAdmin, '?limit=2&page=3')
    expect(page.total_data).toBe(5)
    expect(page.data.map((row) => row.transaction_no)).toEqual([no.expired])
  })

  it('keeps the name of the product as it was bought', async () => {
    await suite.db.update(products).set({ name: 'Renamed later' }).where(eq(products.id, fileProductId))
    const row = (await listOf(consumerAdmin, `?product_id=${fileProductId}`)).data[0]!
    expect(row.name).toBe('Retail outlets')
    await suite.db.update(products).set({ name: 'Retail outlets' }).where(eq(products.id, fileProductId))
  })

  it('keeps the provider’s name as it was when requested, in the list, the detail and search', async () => {
    const rename = (legalName: string) =>
      suite.db.update(tenants).set({ legalName }).where(eq(tenants.id, suite.providerId))
    await rename('PT Nusantara Baru Sekali')
    try {
      const list = await listOf(consumerAdmin)
      expect(new Set(list.data.map((row) => row.owner_legal_name))).toEqual(new Set(['PT Data Nusantara']))
      const detail = await get(consumerAdmin, `${purchasedBase}/detail/${no.file}`)
      expect(detail.json().data.owner_legal_name).toBe('PT Data Nusantara')
      expect((await listOf(consumerAdmin, '?search=data%20nusantara')).total_data).toBe(5)
      expect((await listOf(consumerAdmin, '?search=baru%20sekali')).total_data).toBe(0)
    } finally {
      await rename('PT Data Nusantara')
    }
  })

  it('refuses companies that are not verified', async () => {
    const response = await get(await headersFor(suite.app, 'owner@unverified.test'), `${purchasedBase}/list`)
    expect(response.statusCode).toBe(403)
  })
})
