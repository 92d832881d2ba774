import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { products, tenants, users } from '../../../db/schema'
import { readMailbox } from '../../../../test/mailbox'
import {
  auditActions,
  headersFor,
  openRequestsSuite,
  rowOf,
  type RequestsSuite,
} from './requests.test-helpers'

let suite: RequestsSuite
beforeAll(async () => {
  suite = await openRequestsSuite()
})
afterAll(() => suite.close())

const add = (headers: Record<string, string>, body: Record<string, unknown>) =>
  suite.call(headers, 'POST', '/consumer/request/add', {
    purpose_of_usage: 'Verifying new customers during onboarding',
    is_data_access_agreement: true,
    ...body,
  })

describe('sending a transaction request', () => {
  it('stores the terms, the requester and the company as snapshots and answers the detail', async () => {
    const response = await add(suite.consumerAdmin, { product_id: suite.product.monthly, period_count: 6 })
    expect(response.statusCode, response.body).toBe(200)
    const { data, message } = response.json()
    expect(message).toBe('Your request has been sent to the provider')
    expect(data.transaction_no).toMatch(/^TRX-\d{8}-[0-9A-Z]{6}$/)
    const jakartaToday = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10).replaceAll('-', '')
    expect(data.transaction_no.slice(4, 12)).toBe(jakartaToday)
    expect(data).toMatchObject({
      status: 'WAITING_APPROVAL',
      purpose_of_usage: 'Verifying new customers during onboarding',
      is_data_access_agreement: true,
      approval_metadata: null,
      consumer_legal_name: 'PT Konsumen Maju',
      revisions: [],
      can_withdraw: true,
      can_decide: false,
      transaction_metadata: {
        unit: 'MONTH',
        price: 2_500_000,
        owner_id: suite.providerId,
        data_type: 'API',
        product_id: suite.product.monthly,
        pricing_model: 'SUBSCRIPTION',
        delivery_method: 'API',
        product_name: 'Daily Weather',
        owner_legal_name: 'PT Data Nusantara',
        monthly_quota: 50_000,
        period_count: 6,
      },
      request_metadata: {
        email: 'admin@consumer.test',
        username: 'admin@consumer.test',
        tenant_id: suite.consumerId,
        legal_name: 'PT Konsumen Maju',
      },
    })
    expect(data.request_metadata.full_name.length).toBeGreaterThan(0)
    expect(data.request_metadata.employee_position).not.toBeNull()
    expect(data.request_metadata.address).not.toBeNull()
  })

  it("mails the provider's owner and admins, not its members, and writes the audit log", async () => {
    const transactionNo = await suite.request(suite.product.payPerCall)
    for (const email of ['owner@provider.test', 'admin@provider.test']) {
      const [newest] = await readMailbox(suite.app, email)
      expect(newest?.subject).toBe('PT Konsumen Maju requests NIK Phone Match')
      expect(newest?.text).toContain(transactionNo)
      expect(newest?.text).toContain(`/provider/my-transaction/request-approval/detail/${transactionNo}`)
    }
    const memberMail = await readMailbox(suite.app, 'member@provider.test')
    expect(memberMail.some((mail) => mail.text.includes(transactionNo))).toBe(false)
    const row = await rowOf(suite.db, transactionNo)
    expect(await auditActions(suite.db, row.id)).toEqual(['transaction_request.added'])
  })

  it('refuses a second request for a product while one still waits, naming the waiting one', async () => {
    const listed = await suite.get(suite.consumerAdmin, '/consumer/request/list?status=WAITING_APPROVAL')
    const waiting = (listed.json().data.data as { transaction_no: string; product_id: string }[]).find(
      (request) => request.product_id === suite.product.payPerCall,
    )?.transaction_no
    expect(waiting).toMatch(/^TRX-/)
    const response = await add(suite.consumerAdmin, { product_id: suite.product.payPerCall })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toMatchObject({
      code: 'REQUEST_ALREADY_WAITING',
      details: { transaction_no: waiting },
    })
  })

  it('lets the company’s owner request too, and a private offer made to the company', async () => {
    const owner = await headersFor(suite.app, 'owner@consumer.test')
    const response = await add(owner, { product_id: suite.product.privateToConsumer })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().data.transaction_metadata.price).toBe(250)
  })

  it.each([
    ['a draft', 'draft', 404, 'PRODUCT_NOT_FOUND'],
    ["another company's private offer", 'privateToOther', 404, 'PRODUCT_NOT_FOUND'],
    ['an archived product', 'archived', 409, 'PRODUCT_NOT_PUBLISHED'],
    ["the company's own product", 'consumersOwn', 409, 'OWN_PRODUCT'],
  ] as const)('refuses %s', async (_name, key, status, code) => {
    const response = await add(suite.consumerAdmin, { product_id: suite.product[key] })
    expect(response.statusCode).toBe(status)
    expect(response.json().code).toBe(code)
  })

  it('refuses a missing product as not found', async () => {
    const response = await add(suite.consumerAdmin, { product_id: '00000000-0000-4000-8000-000000000000' })
    expect(response.statusCode).toBe(404)
  })

  it('wants a period for a subscription and refuses one otherwise', async () => {
    const missing = await add(suite.consumerAdmin, { product_id: suite.product.yearly })
    expect(missing.statusCode).toBe(422)
    expect(missing.json().errors).toEqual({ period_count: 'Period can not be empty' })
    const extra = await add(suite.consumerAdmin, { product_id: suite.product.file, period_count: 3 })
    expect(extra.statusCode).toBe(422)
    expect(extra.json().errors.period_count).toBe('Period applies to subscriptions only')
  })

  it('wants the data access agreement accepted and a purpose', async () => {
    const response = await add(suite.consumerAdmin, {
      product_id: suite.product.file,
      is_data_access_agreement: false,
      purpose_of_usage: '',
    })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toMatchObject({
      is_data_access_agreement: 'The data access agreement must be accepted',
      purpose_of_usage: 'Purpose of usage can not be empty',
    })
  })

  it('refuses members and unverified companies with codes that say why, storing nothing', async () => {
    const member = await headersFor(suite.app, 'member@consumer.test')
    const byMember = await add(member, { product_id: suite.product.file })
    expect(byMember.statusCode).toBe(403)
    expect(byMember.json().code).toBe('ROLE_NOT_ALLOWED')
    const unverified = await headersFor(suite.app, 'owner@unverified.test')
    const byUnverified = await add(unverified, { product_id: suite.product.file })
    expect(byUnverified.statusCode).toBe(403)
    expect(byUnverified.json()).toMatchObject({
      code: 'COMPANY_NOT_VERIFIED',
      message: 'Your company must be verified first',
    })
    const list = await suite.get(
      suite.consumerAdmin,
      `/consumer/request/list?product_id=${suite.product.file}`,
    )
    expect(list.json().data.total_data).toBe(0)
  })

  it('keeps the snapshots when the product, the requester and the company change later', async () => {
    const transactionNo = await suite.request(suite.product.file)
    const detailUrl = `/consumer/request/detail/${transactionNo}`
    const before = (await suite.get(suite.consumerAdmin, detailUrl)).json().data
    await suite.db
      .update(products)
      .set({ name: 'Renamed Census', price: 99, unit: 'FILE' })
      .where(eq(products.id, suite.product.file))
    await suite.db
      .update(users)
      .set({ fullName: 'Someone Else', phoneNumber: '81111111111', employeePosition: 'Intern' })
      .where(eq(users.email, 'admin@consumer.test'))
    await suite.db
      .update(tenants)
      .set({ legalName: 'PT Konsumen Baru', address: 'Elsewhere' })
      .where(eq(tenants.id, suite.consumerId))
    const after = (await suite.get(suite.consumerAdmin, detailUrl)).json().data
    expect(after.transaction_metadata).toEqual(before.transaction_metadata)
    expect(after.request_metadata).toEqual(before.request_metadata)
    expect(after.transaction_metadata).toMatchObject({
      product_name: 'Retail Outlet Census',
      price: 15_000_000,
    })
    expect(after.request_metadata.legal_name).toBe('PT Konsumen Maju')
    const list = (
      await suite.get(suite.providerAdmin, `/provider/request/list?search=${transactionNo}`)
    ).json()
    expect(list.data.data[0]).toMatchObject({
      product_name: 'Retail Outlet Census',
      consumer_legal_name: 'PT Konsumen Maju',
    })
    await suite.db
      .update(tenants)
      .set({ legalName: 'PT Konsumen Maju' })
      .where(eq(tenants.id, suite.consumerId))
  })
})
