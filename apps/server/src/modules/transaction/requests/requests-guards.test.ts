import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readMailbox } from '../../../../test/mailbox'
import { products, users } from '../../../db/schema'
import { insertDataset } from '../../../../test/builders'
import {
  headersFor,
  insertProduct,
  openRequestsSuite,
  rowOf,
  type Headers,
  type RequestsSuite,
} from './requests.test-helpers'

let suite: RequestsSuite
beforeAll(async () => {
  suite = await openRequestsSuite()
})
afterAll(() => suite.close())

/** A monthly subscription of its own, so archiving it touches no other test. */
async function freshSubscription(name: string): Promise<string> {
  const datasetId = await insertDataset(suite.db, suite.providerId, { name, dataType: 'API' })
  return insertProduct(suite.db, {
    tenantId: suite.providerId,
    datasetId,
    name,
    pricingModel: 'SUBSCRIPTION',
    unit: 'MONTH',
    price: 1_000_000,
    monthlyQuota: 1000,
  })
}

const archive = (productId: string) =>
  suite.db.update(products).set({ status: 'ARCHIVED' }).where(eq(products.id, productId))

describe('a waiting request for a product archived since', () => {
  it.each([
    ['approved', '/provider/request/approve', {}],
    ['given new terms', '/provider/request/update', { price: 900_000 }],
  ] as const)('can not be %s: 409 and nothing changes', async (_name, url, body) => {
    const productId = await freshSubscription(`Archived before deciding ${url}`)
    const transactionNo = await suite.request(productId, { period_count: 2 })
    await archive(productId)
    const before = await rowOf(suite.db, transactionNo)
    const mailsBefore = (await readMailbox(suite.app)).length
    const response = await suite.call(suite.providerAdmin, 'PUT', url, {
      transaction_no: transactionNo,
      ...body,
    })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toMatchObject({
      code: 'PRODUCT_NOT_PUBLISHED',
      message: 'This product is not offered on the marketplace any more',
    })
    expect(await rowOf(suite.db, transactionNo)).toEqual(before)
    expect((await readMailbox(suite.app)).length).toBe(mailsBefore)
  })

  it('can still be rejected by the provider or withdrawn by the consumer', async () => {
    const productId = await freshSubscription('Archived, then closed')
    const rejected = await suite.request(productId, { period_count: 1 })
    await archive(productId)
    const rejection = await suite.call(suite.providerAdmin, 'PUT', '/provider/request/reject', {
      transaction_no: rejected,
      reason: 'We no longer offer this product',
    })
    expect(rejection.statusCode, rejection.body).toBe(200)
    expect((await rowOf(suite.db, rejected)).status).toBe('REJECTED')

    await suite.db.update(products).set({ status: 'PUBLISHED' }).where(eq(products.id, productId))
    const withdrawn = await suite.request(productId, { period_count: 1 })
    await archive(productId)
    const withdrawal = await suite.call(suite.consumerAdmin, 'PUT', `/consumer/request/withdraw/${withdrawn}`)
    expect(withdrawal.statusCode, withdrawal.body).toBe(200)
    expect((await rowOf(suite.db, withdrawn)).status).toBe('WITHDRAWN')
  })
})

describe('the request dropdowns', () => {
  const consumerSide = ['/dropdown/provider-list', '/dropdown/consumer-product-list']
  const providerSide = ['/dropdown/consumer-list', '/dropdown/provider-product-list']
  let providerMember: Headers
  let consumerMember: Headers
  let unverified: Headers
  beforeAll(async () => {
    await suite.request(suite.product.payPerCall)
    providerMember = await headersFor(suite.app, 'member@provider.test')
    consumerMember = await headersFor(suite.app, 'member@consumer.test')
    unverified = await headersFor(suite.app, 'owner@unverified.test')
  })

  it.each(providerSide)('refuses %s to a provider member, as request approval does', async (url) => {
    const response = await suite.get(providerMember, url)
    expect(response.statusCode).toBe(403)
    expect(response.json().code).toBe('ROLE_NOT_ALLOWED')
    const admin = await suite.get(suite.providerAdmin, url)
    expect(admin.statusCode).toBe(200)
    expect(admin.json().data.total_data).toBeGreaterThan(0)
  })

  it.each(consumerSide)(
    'answers %s to consumer admins and members, who both filter purchased data',
    async (url) => {
      for (const headers of [suite.consumerAdmin, consumerMember]) {
        const response = await suite.get(headers, url)
        expect(response.statusCode).toBe(200)
        expect(response.json().data.total_data).toBeGreaterThan(0)
      }
    },
  )

  it.each([...consumerSide, ...providerSide])('refuses %s to an unverified company', async (url) => {
    const response = await suite.get(unverified, url)
    expect(response.statusCode).toBe(403)
    expect(response.json().code).toBe('COMPANY_NOT_VERIFIED')
  })
})

describe('the decider snapshot', () => {
  it('keeps approval_metadata as it was after the approver changes their profile', async () => {
    const transactionNo = await suite.request(suite.product.file)
    const approval = await suite.call(suite.providerAdmin, 'PUT', '/provider/request/approve', {
      transaction_no: transactionNo,
    })
    expect(approval.statusCode, approval.body).toBe(200)
    const snapshot = approval.json().data.approval_metadata
    const [before] = await suite.db.select().from(users).where(eq(users.email, 'admin@provider.test'))
    await suite.db
      .update(users)
      .set({ fullName: 'Renamed Approver', phoneNumber: '+628111111111', employeePosition: 'Director' })
      .where(eq(users.email, 'admin@provider.test'))
    try {
      for (const [headers, url] of [
        [suite.providerAdmin, `/provider/request/detail/${transactionNo}`],
        [suite.consumerAdmin, `/consumer/request/detail/${transactionNo}`],
      ] as const) {
        const metadata = (await suite.get(headers, url)).json().data.approval_metadata
        expect(metadata).toEqual(snapshot)
        expect(metadata.full_name).toBe(before!.fullName)
        expect(metadata.full_name).not.toBe('Renamed Approver')
      }
    } finally {
      await suite.db
        .update(users)
        .set({
          fullName: before!.fullName,
          phoneNumber: before!.phoneNumber,
          employeePosition: before!.employeePosition,
        })
        .where(eq(users.email, 'admin@provider.test'))
    }
  })
})
