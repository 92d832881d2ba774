import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readMailbox } from '../../../../test/mailbox'
import { products } from '../../../db/schema'
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

const approve = (transactionNo: string) =>
  suite.call(suite.providerAdmin, 'PUT', '/provider/request/approve', { transaction_no: transactionNo })
const update = (transactionNo: string, terms: Record<string, unknown>) =>
  suite.call(suite.providerAdmin, 'PUT', '/provider/request/update', {
    transaction_no: transactionNo,
    ...terms,
  })
const accept = (transactionNo: string, revisionNo: number, headers = suite.consumerAdmin) =>
  suite.call(headers, 'PUT', `/consumer/request/accept/${transactionNo}`, { revision_no: revisionNo })
const withdraw = (transactionNo: string) =>
  suite.call(suite.consumerAdmin, 'PUT', `/consumer/request/withdraw/${transactionNo}`)
const detailOf = async (side: 'consumer' | 'provider', transactionNo: string) =>
  (
    await suite.get(
      side === 'consumer' ? suite.consumerAdmin : suite.providerAdmin,
      `/${side}/request/detail/${transactionNo}`,
    )
  ).json().data

/** A request sent with no reason for a second purchase, as the request form sends it the first time. */
const requestPlainly = (productId: string, extra: Record<string, unknown> = {}) =>
  suite.call(suite.consumerAdmin, 'POST', '/consumer/request/add', {
    product_id: productId,
    purpose_of_usage: 'Verifying new customers during onboarding',
    is_data_access_agreement: true,
    ...extra,
  })

describe('new terms wait for the consumer', () => {
  it('new terms → the consumer accepts → approval binds the accepted price; mailed and audited', async () => {
    const transactionNo = await suite.request(suite.product.monthly, { period_count: 6 })
    const sent = await update(transactionNo, { price: 2_100_000, period_count: 12 })
    expect(sent.statusCode, sent.body).toBe(200)
    expect(sent.json().data).toMatchObject({
      status: 'WAITING_CONSUMER_ACCEPTANCE',
      can_decide: true,
      can_approve: false,
      can_accept: false,
    })
    expect(await detailOf('consumer', transactionNo)).toMatchObject({
      status: 'WAITING_CONSUMER_ACCEPTANCE',
      can_accept: true,
      can_withdraw: true,
      accepted_revision_no: null,
    })

    // Both lists show the new state, and the provider's filter finds it.
    const providerList = await suite.get(
      suite.providerAdmin,
      `/provider/request/list?status=WAITING_CONSUMER_ACCEPTANCE&search=${transactionNo}`,
    )
    expect(providerList.json().data.data).toMatchObject([
      { transaction_no: transactionNo, status: 'WAITING_CONSUMER_ACCEPTANCE' },
    ])
    const consumerList = await suite.get(
      suite.consumerAdmin,
      `/consumer/request/list?search=${transactionNo}`,
    )
    expect(consumerList.json().data.data[0].status).toBe('WAITING_CONSUMER_ACCEPTANCE')

    const accepted = await accept(transactionNo, 1)
    expect(accepted.statusCode, accepted.body).toBe(200)
    expect(accepted.json().message).toBe(
      'You accepted the new terms; the provider may now approve the request',
    )
    expect(accepted.json().data).toMatchObject({
      status: 'WAITING_APPROVAL',
      accepted_revision_no: 1,
      accepted_date: expect.any(String),
      can_accept: false,
    })
    expect((await detailOf('provider', transactionNo)).can_approve).toBe(true)
    const [acceptedMail] = await readMailbox(suite.app, 'owner@provider.test')
    expect(acceptedMail?.subject).toBe(`The new terms of request ${transactionNo} were accepted`)
    expect(acceptedMail?.text).toContain('Accepted terms: Rp 2.100.000 per month, 12 months')
    expect(acceptedMail?.text).toContain(`/provider/my-transaction/request-approval/detail/${transactionNo}`)

    const approved = await approve(transactionNo)
    expect(approved.statusCode, approved.body).toBe(200)
    expect(approved.json().data.transaction_metadata).toMatchObject({
      price: 2_100_000,
      period_count: 12,
      approved_revision_no: 1,
    })
    const [approvalMail] = await readMailbox(suite.app, 'admin@consumer.test')
    expect(approvalMail?.subject).toBe('Your request for Daily Weather was approved')
    expect(approvalMail?.text).toContain('Agreed price: Rp 2.100.000 per month')
    expect(approvalMail?.text).toContain(`/consumer/my-transaction/purchased-data/${transactionNo}`)

    const purchase = await suite.get(suite.consumerAdmin, `/consumer/purchased/detail/${transactionNo}`)
    expect(purchase.statusCode, purchase.body).toBe(200)
    expect(purchase.json().data.price).toBe(2_100_000)
    const row = await rowOf(suite.db, transactionNo)
    expect(await auditActions(suite.db, row.id)).toEqual([
      'transaction_request.added',
      'transaction_request.updated',
      'transaction_request.accepted',
      'transaction_request.approved',
    ])
  })

  it('refuses approval before the consumer accepts: 409 with the reason, nothing changes', async () => {
    const transactionNo = await suite.request(suite.product.payPerCall)
    expect((await update(transactionNo, { price: 999_999_999_999 })).statusCode).toBe(200)
    const before = await rowOf(suite.db, transactionNo)
    const mailsBefore = (await readMailbox(suite.app)).length
    const response = await approve(transactionNo)
    expect(response.statusCode).toBe(409)
    expect(response.json()).toMatchObject({
      code: 'TERMS_NOT_ACCEPTED',
      message:
        'The consumer has not accepted the latest terms yet: the request can be approved once they accept them',
    })
    expect(await rowOf(suite.db, transactionNo)).toEqual(before)
    expect((await readMailbox(suite.app)).length).toBe(mailsBefore)
    await withdraw(transactionNo)
  })

  it('wants the latest revision accepted: newer terms after an acceptance wait again', async () => {
    const transactionNo = await suite.request(suite.product.payPerCall)
    await update(transactionNo, { price: 1400 })
    // Pay per call has no quota or period: the mail states the price alone.
    const [mail] = await readMailbox(suite.app, 'admin@consumer.test')
    expect(mail?.subject).toBe('New terms for your request for NIK Phone Match')
    expect(mail?.text).toContain('Price: Rp 1.500 per call before, Rp 1.400 per call now.')
    expect(mail?.text).not.toContain('Monthly quota:')
    expect(mail?.text).not.toContain('Period:')
    await update(transactionNo, { price: 1300 })
    const stale = await accept(transactionNo, 1)
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toMatchObject({ code: 'TERMS_REVISION_NOT_LATEST', details: { revision_no: 2 } })
    expect((await accept(transactionNo, 2)).statusCode).toBe(200)

    // The provider changes its mind after the acceptance: the request waits for the consumer again.
    expect((await update(transactionNo, { price: 1700 })).json().data.status).toBe(
      'WAITING_CONSUMER_ACCEPTANCE',
    )
    expect((await approve(transactionNo)).json().code).toBe('TERMS_NOT_ACCEPTED')
    expect((await accept(transactionNo, 3)).statusCode).toBe(200)
    const approved = (await approve(transactionNo)).json().data
    expect(approved.transaction_metadata).toMatchObject({ price: 1700, approved_revision_no: 3 })
  })

  it('binds the product terms (revision 0) when the provider never changed them', async () => {
    const transactionNo = await suite.request(suite.product.payPerCall)
    const approved = (await approve(transactionNo)).json().data
    expect(approved.transaction_metadata).toMatchObject({ price: 1500, approved_revision_no: 0 })
    const nothing = await accept(transactionNo, 1)
    expect(nothing.statusCode).toBe(409)
    expect(nothing.json().code).toBe('REQUEST_NOT_WAITING')
  })

  it('has nothing to accept while the request waits on the product terms', async () => {
    const transactionNo = await suite.request(suite.product.payPerCall)
    const response = await accept(transactionNo, 1)
    expect(response.statusCode).toBe(409)
    expect(response.json()).toMatchObject({
      code: 'NO_TERMS_TO_ACCEPT',
      message: 'This request has no new terms waiting for your acceptance',
    })
    await withdraw(transactionNo)
  })

  it('lets the consumer withdraw instead of accepting; the provider is mailed', async () => {
    const transactionNo = await suite.request(suite.product.payPerCall)
    await update(transactionNo, { price: 5000 })
    const response = await withdraw(transactionNo)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().data.status).toBe('WITHDRAWN')
    const [mail] = await readMailbox(suite.app, 'owner@provider.test')
    expect(mail?.subject).toBe(`Request ${transactionNo} was withdrawn`)
  })

  it('refuses acceptance by a consumer member or by another company', async () => {
    const transactionNo = await suite.request(suite.product.payPerCall)
    await update(transactionNo, { price: 1100 })
    const before = await rowOf(suite.db, transactionNo)

    const member = await accept(transactionNo, 1, await headersFor(suite.app, 'member@consumer.test'))
    expect(member.statusCode).toBe(403)
    expect(member.json().code).toBe('ROLE_NOT_ALLOWED')

    // PT Data Nusantara's admin on the consumer side is another company: the number is not found there.
    const otherCompany = await accept(transactionNo, 1, suite.providerAdmin)
    expect(otherCompany.statusCode).toBe(404)
    expect(otherCompany.json().code).toBe('REQUEST_NOT_FOUND')

    expect(await rowOf(suite.db, transactionNo)).toEqual(before)
    await withdraw(transactionNo)
  })
})

describe('a zero price on a public product', () => {
  it('is refused without the confirmation and sent with it', async () => {
    const transactionNo = await suite.request(suite.product.payPerCall)
    const refused = await update(transactionNo, { price: 0 })
    expect(refused.statusCode).toBe(422)
    expect(refused.json()).toMatchObject({
      code: 'ZERO_PRICE_NOT_CONFIRMED',
      message:
        'A price of Rp 0 gives this public product away for free: confirm the zero price to send these terms',
      errors: { confirm_zero_price: expect.any(String) },
    })
    expect((await rowOf(suite.db, transactionNo)).revision).toBe(0)
    const confirmed = await update(transactionNo, { price: 0, confirm_zero_price: true })
    expect(confirmed.statusCode, confirmed.body).toBe(200)
    expect(confirmed.json().data.transaction_metadata.price).toBe(0)
    await withdraw(transactionNo)
  })

  it('needs no confirmation on a private offer', async () => {
    const transactionNo = await suite.request(suite.product.privateToConsumer)
    const response = await update(transactionNo, { price: 0 })
    expect(response.statusCode, response.body).toBe(200)
    await withdraw(transactionNo)
  })
})

describe('requesting a product the company already holds', () => {
  it('needs a stated reason while a purchase is live, and keeps it for the provider', async () => {
    const first = await suite.request(suite.product.file)
    await approve(first)

    const refused = await requestPlainly(suite.product.file)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({
      code: 'PURCHASE_ALREADY_LIVE',
      details: { transaction_no: first },
      errors: { repeat_reason: expect.stringContaining(first) },
    })

    const tooShort = await requestPlainly(suite.product.file, { repeat_reason: 'no' })
    expect(tooShort.statusCode).toBe(422)

    const second = await requestPlainly(suite.product.file, {
      repeat_reason: 'Our Surabaya branch needs its own copy',
    })
    expect(second.statusCode, second.body).toBe(200)
    const secondNo = second.json().data.transaction_no
    expect((await detailOf('provider', secondNo)).repeat_reason).toBe(
      'Our Surabaya branch needs its own copy',
    )
    await withdraw(secondNo)

    // Once the purchase is revoked, nothing is live: a new request needs no reason, and keeps none.
    const revoked = await suite.call(suite.providerAdmin, 'PUT', '/provider/request/revoke', {
      transaction_no: first,
      reason: 'The licence for this file has ended',
    })
    expect(revoked.statusCode, revoked.body).toBe(200)
    const again = await requestPlainly(suite.product.file, { repeat_reason: 'A reason nobody needs' })
    expect(again.statusCode, again.body).toBe(200)
    expect(again.json().data.repeat_reason).toBeNull()
    await withdraw(again.json().data.transaction_no)
  })
})

describe('a purchase keeps the terms it was approved under', () => {
  it('holds every term in its snapshot, whatever the product becomes', async () => {
    const transactionNo = await suite.request(suite.product.yearly, { period_count: 1 })
    await approve(transactionNo)
    await suite.db
      .update(products)
      .set({ price: 99_000_000, monthlyQuota: 1, deliveryMethod: 'DOWNLOAD' })
      .where(eq(products.id, suite.product.yearly))
    const metadata = (await detailOf('consumer', transactionNo)).transaction_metadata
    expect(metadata).toMatchObject({
      pricing_model: 'SUBSCRIPTION',
      price: 20_000_000,
      unit: 'YEAR',
      monthly_quota: 10_000,
      period_count: 1,
      delivery_method: 'API',
      data_type: 'API',
      data_type_id: expect.any(String),
      approved_revision_no: 0,
    })
  })
})
