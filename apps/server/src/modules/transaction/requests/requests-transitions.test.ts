import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readMailbox } from '../../../../test/mailbox'
import { auditActions, openRequestsSuite, rowOf, type RequestsSuite } from './requests.test-helpers'

let suite: RequestsSuite
beforeAll(async () => {
  suite = await openRequestsSuite()
})
afterAll(() => suite.close())

const approve = (transactionNo: string) =>
  suite.call(suite.providerAdmin, 'PUT', '/provider/request/approve', { transaction_no: transactionNo })
const reject = (transactionNo: string, reason = 'The purpose is outside our licence') =>
  suite.call(suite.providerAdmin, 'PUT', '/provider/request/reject', {
    transaction_no: transactionNo,
    reason,
  })
const update = (transactionNo: string, terms: Record<string, unknown> = { price: 1200 }) =>
  suite.call(suite.providerAdmin, 'PUT', '/provider/request/update', {
    transaction_no: transactionNo,
    ...terms,
  })
const withdraw = (transactionNo: string) =>
  suite.call(suite.consumerAdmin, 'PUT', `/consumer/request/withdraw/${transactionNo}`)
const providerDetail = async (transactionNo: string) =>
  (await suite.get(suite.providerAdmin, `/provider/request/detail/${transactionNo}`)).json().data
const consumerDetail = async (transactionNo: string) =>
  (await suite.get(suite.consumerAdmin, `/consumer/request/detail/${transactionNo}`)).json().data

/** Every refused action below must leave the request exactly as it was. */
async function expectRefusedUnchanged(
  transactionNo: string,
  action: () => Promise<{ statusCode: number; json(): { code: string } }>,
  code = 'REQUEST_NOT_WAITING',
) {
  const before = await rowOf(suite.db, transactionNo)
  const mailsBefore = (await readMailbox(suite.app)).length
  const response = await action()
  expect(response.statusCode).toBe(409)
  expect(response.json().code).toBe(code)
  expect(await rowOf(suite.db, transactionNo)).toEqual(before)
  expect((await readMailbox(suite.app)).length).toBe(mailsBefore)
}

describe('deciding on a request', () => {
  it('approves a subscription: decider snapshot, a period of N months from now, mail and audit', async () => {
    const transactionNo = await suite.request(suite.product.monthly, { period_count: 3 })
    const startedAt = Date.now()
    const response = await approve(transactionNo)
    expect(response.statusCode, response.body).toBe(200)
    const { data, message } = response.json()
    expect(message).toBe('The request has been approved')
    expect(data).toMatchObject({ status: 'APPROVED', can_decide: false, can_withdraw: false })
    expect(data.approval_metadata).toMatchObject({
      action: 'APPROVED',
      email: 'admin@provider.test',
      username: 'admin@provider.test',
      tenant_id: suite.providerId,
      legal_name: 'PT Data Nusantara',
    })
    const start = new Date(data.period_start)
    const end = new Date(data.period_end)
    expect(start.getTime()).toBeGreaterThanOrEqual(startedAt - 1000)
    const expected = new Date(start)
    expected.setUTCMonth(expected.getUTCMonth() + 3)
    // The same day three months on, or the month's last day when that day does not exist.
    expect(Math.abs(end.getTime() - expected.getTime())).toBeLessThanOrEqual(3 * 24 * 3600_000)
    expect(end.getUTCMonth()).toBe((start.getUTCMonth() + 3) % 12)

    const [mail] = await readMailbox(suite.app, 'admin@consumer.test')
    expect(mail?.subject).toBe('Your request for Daily Weather was approved')
    expect(mail?.text).toContain('Agreed price: Rp 2.500.000 per month')
    expect(mail?.text).toContain(`/consumer/my-transaction/purchased-data/${transactionNo}`)
    const row = await rowOf(suite.db, transactionNo)
    expect(await auditActions(suite.db, row.id)).toEqual([
      'transaction_request.added',
      'transaction_request.approved',
    ])
    expect((await consumerDetail(transactionNo)).status).toBe('APPROVED')
  })

  it('gives a yearly subscription a period in years and a one-time file none', async () => {
    const yearly = await suite.request(suite.product.yearly, { period_count: 2 })
    const data = (await approve(yearly)).json().data
    const start = new Date(data.period_start)
    expect(new Date(data.period_end).getUTCFullYear()).toBe(start.getUTCFullYear() + 2)
    const file = await suite.request(suite.product.file)
    expect((await approve(file)).json().data).toMatchObject({ period_start: null, period_end: null })
  })

  it('rejects with a reason that the requester reads in the mail', async () => {
    const transactionNo = await suite.request(suite.product.payPerCall)
    const response = await reject(transactionNo)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().data).toMatchObject({
      status: 'REJECTED',
      reject_reason: 'The purpose is outside our licence',
      approval_metadata: { action: 'REJECTED', email: 'admin@provider.test' },
      period_end: null,
    })
    const [mail] = await readMailbox(suite.app, 'admin@consumer.test')
    expect(mail?.subject).toBe('Your request for NIK Phone Match was rejected')
    expect(mail?.text).toContain('Reason: The purpose is outside our licence')
    const row = await rowOf(suite.db, transactionNo)
    expect(await auditActions(suite.db, row.id)).toContain('transaction_request.rejected')
  })

  it('wants a reason to reject', async () => {
    const transactionNo = await suite.request(suite.product.privateToConsumer)
    const response = await reject(transactionNo, '')
    expect(response.statusCode).toBe(422)
    expect(response.json().errors.reason).toBe('Reason can not be empty')
    expect((await rowOf(suite.db, transactionNo)).status).toBe('WAITING_APPROVAL')
    await withdraw(transactionNo)
  })
})

describe('amending the terms', () => {
  it('records a revision, replaces the terms, waits for the consumer and tells the requester', async () => {
    const transactionNo = await suite.request(suite.product.monthly, { period_count: 6 })
    const response = await update(transactionNo, {
      price: 2_000_000,
      monthly_quota: 60_000,
      period_count: 12,
      note: 'A yearly commitment earns a discount',
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().message).toBe('The new terms have been sent to the consumer')
    const detail = await consumerDetail(transactionNo)
    expect(detail).toMatchObject({
      status: 'WAITING_CONSUMER_ACCEPTANCE',
      can_withdraw: true,
      can_accept: true,
      transaction_metadata: { price: 2_000_000, monthly_quota: 60_000, period_count: 12, unit: 'MONTH' },
    })
    expect(detail.revisions).toEqual([
      {
        revision_no: 1,
        created_date: expect.any(String),
        changed_by_name: expect.any(String),
        previous_terms: { price: 2_500_000, unit: 'MONTH', monthly_quota: 50_000, period_count: 6 },
        terms: { price: 2_000_000, unit: 'MONTH', monthly_quota: 60_000, period_count: 12 },
        note: 'A yearly commitment earns a discount',
      },
    ])
    const [mail] = await readMailbox(suite.app, 'admin@consumer.test')
    expect(mail?.subject).toBe('New terms for your request for Daily Weather')
    expect(mail?.text).toContain('Rp 2.000.000 per month, 12 months, 60,000 calls a month')
    expect(mail?.text).toContain('Price: Rp 2.500.000 per month before, Rp 2.000.000 per month now.')
    expect(mail?.text).toContain('Monthly quota: 50,000 calls a month before, 60,000 calls a month now.')
    expect(mail?.text).toContain('Period: 6 months before, 12 months now.')
    expect(mail?.text).toContain(`/consumer/my-transaction/my-request/detail/${transactionNo}`)

    expect((await update(transactionNo, { price: 1_900_000 })).statusCode).toBe(200)
    const second = await providerDetail(transactionNo)
    expect(second.revisions.map((revision: { revision_no: number }) => revision.revision_no)).toEqual([1, 2])
    expect(second.transaction_metadata).toMatchObject({ price: 1_900_000, period_count: 12 })

    // Once the consumer accepts the latest revision, the approval runs for the amended period.
    const accepted = await suite.call(
      suite.consumerAdmin,
      'PUT',
      `/consumer/request/accept/${transactionNo}`,
      { revision_no: 2 },
    )
    expect(accepted.statusCode, accepted.body).toBe(200)
    const approved = (await approve(transactionNo)).json().data
    expect(new Date(approved.period_end).getUTCMonth()).toBe(new Date(approved.period_start).getUTCMonth())
    const list = (
      await suite.get(suite.consumerAdmin, `/consumer/request/list?search=${transactionNo}`)
    ).json()
    expect(list.data.data[0]).toMatchObject({ revision_count: 2, price: 1_900_000 })
  })

  it('refuses terms that change nothing, or that do not fit the pricing model', async () => {
    const transactionNo = await suite.request(suite.product.file)
    const same = await update(transactionNo, { price: 15_000_000 })
    expect(same.statusCode).toBe(422)
    expect(same.json().code).toBe('TERMS_UNCHANGED')
    const quota = await update(transactionNo, { price: 1, monthly_quota: 10 })
    expect(quota.statusCode).toBe(422)
    expect(quota.json().errors).toEqual({
      monthly_quota: 'Monthly quota applies to API subscriptions only',
    })
    const period = await update(transactionNo, { price: 1, period_count: 2 })
    expect(period.json().errors).toEqual({ period_count: 'Period applies to subscriptions only' })
    const row = await rowOf(suite.db, transactionNo)
    expect(row.revision).toBe(0)
    await withdraw(transactionNo)
  })
})

describe('withdrawing and refused transitions', () => {
  it('withdraws a waiting request, mails the provider and writes the audit log', async () => {
    const transactionNo = await suite.request(suite.product.payPerCall)
    const response = await withdraw(transactionNo)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toMatchObject({
      message: 'The request has been withdrawn',
      data: { status: 'WITHDRAWN', can_withdraw: false },
    })
    const [mail] = await readMailbox(suite.app, 'owner@provider.test')
    expect(mail?.subject).toBe(`Request ${transactionNo} was withdrawn`)
    const row = await rowOf(suite.db, transactionNo)
    expect(await auditActions(suite.db, row.id)).toEqual([
      'transaction_request.added',
      'transaction_request.withdrawn',
    ])
    expect((await providerDetail(transactionNo)).can_decide).toBe(false)
  })

  it('refuses every action on a withdrawn request and changes nothing', async () => {
    const transactionNo = await suite.request(suite.product.payPerCall)
    await withdraw(transactionNo)
    await expectRefusedUnchanged(transactionNo, () => approve(transactionNo))
    await expectRefusedUnchanged(transactionNo, () => reject(transactionNo))
    await expectRefusedUnchanged(transactionNo, () => update(transactionNo))
    await expectRefusedUnchanged(transactionNo, () => withdraw(transactionNo))
  })

  it('refuses to approve, reject, amend or withdraw an approved request', async () => {
    const transactionNo = await suite.request(suite.product.payPerCall)
    await approve(transactionNo)
    await expectRefusedUnchanged(transactionNo, () => approve(transactionNo))
    await expectRefusedUnchanged(transactionNo, () => reject(transactionNo))
    await expectRefusedUnchanged(transactionNo, () => update(transactionNo))
    await expectRefusedUnchanged(transactionNo, () => withdraw(transactionNo))
    const response = await withdraw(transactionNo)
    expect(response.json().message).toBe('This request is no longer waiting for approval: it is approved')
  })

  it('refuses every action on a rejected request', async () => {
    const transactionNo = await suite.request(suite.product.payPerCall)
    await reject(transactionNo)
    await expectRefusedUnchanged(transactionNo, () => approve(transactionNo))
    await expectRefusedUnchanged(transactionNo, () => reject(transactionNo))
    await expectRefusedUnchanged(transactionNo, () => update(transactionNo))
    await expectRefusedUnchanged(transactionNo, () => withdraw(transactionNo))
  })

  it('lets only admins and the owner decide: a member is refused with a clear code', async () => {
    const transactionNo = await suite.request(suite.product.payPerCall)
    const { headersFor } = await import('./requests.test-helpers')
    const member = await headersFor(suite.app, 'member@provider.test')
    const response = await suite.call(member, 'PUT', '/provider/request/approve', {
      transaction_no: transactionNo,
    })
    expect(response.statusCode).toBe(403)
    expect(response.json().code).toBe('ROLE_NOT_ALLOWED')
    expect((await rowOf(suite.db, transactionNo)).status).toBe('WAITING_APPROVAL')
    const byOwner = await suite.call(suite.providerOwner, 'PUT', '/provider/request/approve', {
      transaction_no: transactionNo,
    })
    expect(byOwner.statusCode).toBe(200)
  })
})
