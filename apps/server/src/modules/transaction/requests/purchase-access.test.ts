import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { readMailbox } from '../../../../test/mailbox'
import { userIdOf } from '../../../../test/builders'
import { transactionRequests } from '../../../db/schema'
import type { ChangeNotice } from '../../../lib/change-notices'
import {
  auditActions,
  headersFor,
  openRequestsSuite,
  rowOf,
  type Headers,
  type RequestsSuite,
} from './requests.test-helpers'

let suite: RequestsSuite
let notices: ChangeNotice[] = []
beforeAll(async () => {
  suite = await openRequestsSuite()
  suite.app.notices.subscribe((notice) => notices.push(notice))
})
afterAll(() => suite.close())
beforeEach(() => {
  notices = []
})

type Action = 'suspend' | 'resume' | 'revoke'
const reasonText = 'Calls far above the agreed purpose; usage under review'

const act = (headers: Headers, action: Action, transactionNo: string, reason?: string | null) =>
  suite.call(headers, 'PUT', `/provider/request/${action}`, {
    transaction_no: transactionNo,
    ...(reason === null ? {} : { reason: reason ?? reasonText }),
  })

/** Asks as the consumer's admin (or `headers`) and has the provider's admin approve: a purchase. */
async function purchase(productId: string, extra: Record<string, unknown> = {}, headers?: Headers) {
  const transactionNo = await suite.request(productId, extra, headers)
  const approved = await suite.call(suite.providerAdmin, 'PUT', '/provider/request/approve', {
    transaction_no: transactionNo,
  })
  expect(approved.statusCode, approved.body).toBe(200)
  return transactionNo
}

async function expectOk(headers: Headers, action: Action, transactionNo: string, reason?: string | null) {
  const response = await act(headers, action, transactionNo, reason)
  expect(response.statusCode, response.body).toBe(200)
  return response
}

const subjectsTo = async (address: string) =>
  (await readMailbox(suite.app, address)).map((message) => message.subject)

describe('suspending an approved purchase', () => {
  let transactionNo: string
  beforeAll(async () => {
    transactionNo = await purchase(suite.product.payPerCall)
  })

  it('records who, when and why, and shows it on both sides of the request', async () => {
    const before = await rowOf(suite.db, transactionNo)
    const response = await expectOk(suite.providerAdmin, 'suspend', transactionNo, `  ${reasonText}  `)
    expect(response.json().message).toBe('Access to the purchase has been suspended')
    const detail = response.json().data
    expect(detail).toMatchObject({
      status: 'APPROVED',
      access_status: 'SUSPENDED',
      access_reason: reasonText,
      access_changed_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      can_suspend: false,
      can_resume: true,
      can_revoke: true,
      can_decide: false,
    })
    const row = await rowOf(suite.db, transactionNo)
    expect(row.accessChangedBy).toBe(await userIdOf(suite.db, 'admin@provider.test'))
    expect(row.revision).toBe(before.revision + 1)

    const consumerSide = (
      await suite.get(suite.consumerAdmin, `/consumer/request/detail/${transactionNo}`)
    ).json().data
    expect(consumerSide).toMatchObject({
      access_status: 'SUSPENDED',
      access_reason: reasonText,
      access_changed_at: detail.access_changed_at,
      can_suspend: false,
      can_resume: false,
      can_revoke: false,
    })
    const listed = (
      await suite.get(suite.providerAdmin, `/provider/request/list?search=${transactionNo}`)
    ).json().data.data
    expect(listed).toEqual([
      expect.objectContaining({ transaction_no: transactionNo, access_status: 'SUSPENDED' }),
    ])
  })

  it('audited it, mailed the consumer’s owner and the requester, and told the gateway', async () => {
    const row = await rowOf(suite.db, transactionNo)
    expect(await auditActions(suite.db, row.id)).toEqual([
      'transaction_request.added',
      'transaction_request.approved',
      'transaction_request.access_suspended',
    ])
    for (const address of ['owner@consumer.test', 'admin@consumer.test']) {
      const [newest] = await readMailbox(suite.app, address)
      expect(newest?.subject).toBe('Access to NIK Phone Match is suspended')
      expect(newest?.text).toContain(`Reason: ${reasonText}`)
      expect(newest?.text).toContain(`/consumer/my-transaction/purchased-data/${transactionNo}`)
    }
    expect(await subjectsTo('member@consumer.test')).not.toContain('Access to NIK Phone Match is suspended')

    // A fresh suspension of another purchase, to see the notice this very call publishes.
    const other = await purchase(suite.product.payPerCall)
    notices = []
    await expectOk(suite.providerOwner, 'suspend', other)
    expect(notices).toEqual([
      {
        topic: 'purchase',
        transactionRequestId: (await rowOf(suite.db, other)).id,
        consumerTenantId: suite.consumerId,
      },
    ])
  })

  it('refuses to suspend it again', async () => {
    const response = await act(suite.providerAdmin, 'suspend', transactionNo)
    expect(response.statusCode).toBe(409)
    expect(response.json()).toMatchObject({
      code: 'ACCESS_NOT_ACTIVE',
      message: 'Only a purchase whose access is active can be suspended',
    })
    expect(notices).toEqual([])
  })

  it('resumes it, with or without a note, mails and tells the gateway', async () => {
    const response = await expectOk(suite.providerOwner, 'resume', transactionNo, null)
    expect(response.json().message).toBe('Access to the purchase has been resumed')
    expect(response.json().data).toMatchObject({
      access_status: 'ACTIVE',
      access_reason: null,
      can_suspend: true,
      can_resume: false,
      can_revoke: true,
    })
    const row = await rowOf(suite.db, transactionNo)
    expect(row.accessChangedBy).toBe(await userIdOf(suite.db, 'owner@provider.test'))
    expect(notices).toEqual([
      { topic: 'purchase', transactionRequestId: row.id, consumerTenantId: suite.consumerId },
    ])
    const [newest] = await readMailbox(suite.app, 'admin@consumer.test')
    expect(newest?.subject).toBe('Access to NIK Phone Match is resumed')

    await expectOk(suite.providerAdmin, 'suspend', transactionNo)
    const withNote = await expectOk(suite.providerAdmin, 'resume', transactionNo, 'Usage review is finished')
    expect(withNote.json().data.access_reason).toBe('Usage review is finished')
    expect((await readMailbox(suite.app, 'owner@consumer.test'))[0]?.text).toContain(
      'Note: Usage review is finished',
    )
  })

  it('refuses to resume a purchase that is not suspended', async () => {
    const response = await act(suite.providerAdmin, 'resume', transactionNo, null)
    expect(response.statusCode).toBe(409)
    expect(response.json()).toMatchObject({
      code: 'ACCESS_NOT_SUSPENDED',
      message: 'Only a suspended purchase can be resumed',
    })
  })
})

describe('revoking a purchase', () => {
  it.each([
    ['an active', false],
    ['a suspended', true],
  ])('revokes %s purchase for good', async (_name, isSuspendedFirst) => {
    const transactionNo = await purchase(suite.product.payPerCall)
    if (isSuspendedFirst) await expectOk(suite.providerAdmin, 'suspend', transactionNo)
    notices = []
    const response = await expectOk(
      suite.providerAdmin,
      'revoke',
      transactionNo,
      'The data was resold against the agreement',
    )
    expect(response.json().message).toBe('Access to the purchase has been revoked')
    expect(response.json().data).toMatchObject({
      access_status: 'REVOKED',
      access_reason: 'The data was resold against the agreement',
      can_suspend: false,
      can_resume: false,
      can_revoke: false,
    })
    const row = await rowOf(suite.db, transactionNo)
    expect(notices).toEqual([
      { topic: 'purchase', transactionRequestId: row.id, consumerTenantId: suite.consumerId },
    ])
    expect((await auditActions(suite.db, row.id)).at(-1)).toBe('transaction_request.access_revoked')
    expect((await readMailbox(suite.app, 'owner@consumer.test'))[0]?.subject).toBe(
      'Access to NIK Phone Match is revoked',
    )

    for (const action of ['suspend', 'resume', 'revoke'] as const) {
      const refused = await act(suite.providerOwner, action, transactionNo)
      expect(refused.statusCode).toBe(409)
      expect(refused.json()).toMatchObject({
        code: 'ACCESS_REVOKED',
        message: 'Access to this purchase was revoked; revoking is final',
      })
    }
    expect((await rowOf(suite.db, transactionNo)).revision).toBe(row.revision)
  })
})

describe('what can have its access changed', () => {
  it('refuses to change a request that still waits', async () => {
    const transactionNo = await suite.request(suite.product.payPerCall)
    for (const action of ['suspend', 'resume', 'revoke'] as const) {
      const response = await act(suite.providerAdmin, action, transactionNo)
      expect(response.statusCode).toBe(409)
      expect(response.json()).toMatchObject({
        code: 'NOT_AN_ACTIVE_PURCHASE',
        message:
          'Only an approved purchase that has not expired can have its access changed: this one is waiting approval',
      })
    }
    expect((await rowOf(suite.db, transactionNo)).accessStatus).toBe('ACTIVE')
    const withdrawn = await suite.call(
      suite.consumerAdmin,
      'PUT',
      `/consumer/request/withdraw/${transactionNo}`,
    )
    expect(withdrawn.statusCode).toBe(200)
  })

  it('refuses a rejected request and a subscription whose period has ended, even before the sweep', async () => {
    const rejected = await suite.request(suite.product.payPerCall)
    await suite.call(suite.providerAdmin, 'PUT', '/provider/request/reject', {
      transaction_no: rejected,
      reason: 'Not for this purpose',
    })
    expect((await act(suite.providerAdmin, 'suspend', rejected)).json().message).toMatch(
      /this one is rejected$/,
    )

    const ended = await purchase(suite.product.monthly, { period_count: 1 })
    await suite.db
      .update(transactionRequests)
      .set({ periodEnd: new Date(Date.now() - 60_000) })
      .where(eq(transactionRequests.transactionNo, ended))
    const response = await act(suite.providerAdmin, 'suspend', ended)
    expect(response.statusCode).toBe(409)
    expect(response.json().message).toMatch(/this one is expired$/)
    expect((await rowOf(suite.db, ended)).accessStatus).toBe('ACTIVE')
  })

  it('wants a reason of 10 to 500 characters to suspend or revoke; a resume note is optional', async () => {
    const transactionNo = await purchase(suite.product.payPerCall)
    for (const action of ['suspend', 'revoke'] as const) {
      const missing = await act(suite.providerAdmin, action, transactionNo, null)
      expect(missing.statusCode).toBe(422)
      expect(missing.json().errors).toEqual({ reason: 'Reason can not be empty' })
      expect((await act(suite.providerAdmin, action, transactionNo, 'Too short')).json().errors).toEqual({
        reason: 'Reason may not be less than 10 characters',
      })
      expect((await act(suite.providerAdmin, action, transactionNo, 'x'.repeat(501))).json().errors).toEqual({
        reason: 'Reason may not be greater than 500 characters',
      })
    }
    await expectOk(suite.providerAdmin, 'suspend', transactionNo, 'x'.repeat(500))
    expect((await act(suite.providerAdmin, 'resume', transactionNo, 'x'.repeat(501))).json().errors).toEqual({
      reason: 'Note may not be greater than 500 characters',
    })
    expect((await rowOf(suite.db, transactionNo)).accessStatus).toBe('SUSPENDED')
  })
})

describe('who may change access', () => {
  it('refuses provider members, the consumer, and an unverified company', async () => {
    const transactionNo = await purchase(suite.product.payPerCall)
    const providerMember = await headersFor(suite.app, 'member@provider.test')
    const refusals = [
      [providerMember, 'ROLE_NOT_ALLOWED'],
      [suite.consumerAdmin, 'NOT_A_PROVIDER'],
      [await headersFor(suite.app, 'owner@unverified.test'), 'COMPANY_NOT_VERIFIED'],
    ] as const
    for (const [headers, code] of refusals) {
      for (const action of ['suspend', 'resume', 'revoke'] as const) {
        const response = await act(headers, action, transactionNo)
        expect(response.statusCode).toBe(403)
        expect(response.json().code).toBe(code)
      }
    }
    expect((await rowOf(suite.db, transactionNo)).accessStatus).toBe('ACTIVE')
  })
})

describe('who is mailed', () => {
  it('mails the owner once when the owner asked for the product', async () => {
    const owner = await headersFor(suite.app, 'owner@consumer.test')
    const transactionNo = await purchase(suite.product.payPerCall, {}, owner)
    const before = (await readMailbox(suite.app, 'owner@consumer.test')).length
    const adminBefore = (await readMailbox(suite.app, 'admin@consumer.test')).length
    await expectOk(suite.providerAdmin, 'suspend', transactionNo)
    expect((await readMailbox(suite.app, 'owner@consumer.test')).length).toBe(before + 1)
    expect((await readMailbox(suite.app, 'admin@consumer.test')).length).toBe(adminBefore)
  })
})
