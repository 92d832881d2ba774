import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { jobs, transactionRequests } from '../../../db/schema'
import { readMailbox } from '../../../../test/mailbox'
import { newTransactionNo, periodEndOf } from './request-dates'
import { expirySweepQueue } from './request-expiry'
import { createTransactionRequestServices } from './index'
import { auditActions, openRequestsSuite, rowOf, type RequestsSuite } from './requests.test-helpers'
import { createAudit } from '../../../lib/audit'
import type { ModuleContext } from '../../context'

let suite: RequestsSuite
beforeAll(async () => {
  suite = await openRequestsSuite()
})
afterAll(() => suite.close())

async function approvedSubscription(): Promise<string> {
  const transactionNo = await suite.request(suite.product.monthly, { period_count: 1 })
  const response = await suite.call(suite.providerAdmin, 'PUT', '/provider/request/approve', {
    transaction_no: transactionNo,
  })
  expect(response.statusCode).toBe(200)
  return transactionNo
}

async function endPeriod(transactionNo: string) {
  await suite.db
    .update(transactionRequests)
    .set({ periodEnd: new Date(Date.now() - 60_000) })
    .where(eq(transactionRequests.transactionNo, transactionNo))
}

describe('subscription expiry', () => {
  it('never shows a passed period as approved: the read itself expires it, once', async () => {
    const transactionNo = await approvedSubscription()
    await endPeriod(transactionNo)
    const detail = await suite.get(suite.consumerAdmin, `/consumer/request/detail/${transactionNo}`)
    expect(detail.json().data.status).toBe('EXPIRED')
    const list = await suite.get(suite.providerAdmin, '/provider/request/list?status=APPROVED')
    expect(list.json().data.total_data).toBe(0)
    const row = await rowOf(suite.db, transactionNo)
    expect(await auditActions(suite.db, row.id)).toEqual([
      'transaction_request.added',
      'transaction_request.approved',
      'transaction_request.expired',
    ])
    const mails = await readMailbox(suite.app, 'admin@consumer.test')
    expect(
      mails.filter((mail) => mail.subject === 'Your subscription to Daily Weather has ended'),
    ).toHaveLength(1)
  })

  it('leaves a running period approved', async () => {
    const transactionNo = await approvedSubscription()
    const detail = await suite.get(suite.providerAdmin, `/provider/request/detail/${transactionNo}`)
    expect(detail.json().data.status).toBe('APPROVED')
    await suite.call(suite.consumerAdmin, 'GET', '/consumer/request/list')
    expect((await rowOf(suite.db, transactionNo)).status).toBe('APPROVED')
  })

  it('sweeps every company on the job queue, and queues the next sweep', async () => {
    const passed = await approvedSubscription()
    await endPeriod(passed)
    const queued = () =>
      suite.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.queue, expirySweepQueue), eq(jobs.status, 'QUEUED')))
    const [first] = await queued()
    expect(first).toBeDefined()
    expect(first!.runAt.getTime()).toBeGreaterThan(Date.now())
    await suite.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, first!.id))
    expect(await suite.app.jobs.drain([expirySweepQueue])).toBe(1)
    expect((await rowOf(suite.db, passed)).status).toBe('EXPIRED')
    const next = await queued()
    expect(next).toHaveLength(1)
    expect(next[0]!.id).not.toBe(first!.id)
    expect(next[0]!.runAt.getTime()).toBeGreaterThan(Date.now() + 10 * 60_000)
  })
})

describe('periods and transaction numbers', () => {
  it('ends a period on the same day N months on, or the last day of a shorter month', () => {
    expect(periodEndOf(new Date('2026-01-31T05:00:00Z'), 1, 'MONTH').toISOString()).toBe(
      '2026-02-28T05:00:00.000Z',
    )
    expect(periodEndOf(new Date('2026-11-15T05:00:00Z'), 3, 'MONTH').toISOString()).toBe(
      '2027-02-15T05:00:00.000Z',
    )
    expect(periodEndOf(new Date('2028-02-29T05:00:00Z'), 1, 'YEAR').toISOString()).toBe(
      '2029-02-28T05:00:00.000Z',
    )
  })

  it('dates the number in Jakarta', () => {
    expect(newTransactionNo(new Date('2026-03-01T17:30:00Z'), () => 0)).toBe('TRX-20260302-000000')
    expect(newTransactionNo(new Date('2026-03-01T16:59:00Z'), () => 35)).toBe('TRX-20260301-ZZZZZZ')
  })

  it('draws another number when the first one is taken', async () => {
    const taken = await suite.request(suite.product.file)
    const takenCode = taken.slice(-6)
    // The first six draws repeat the taken number's characters, the next six spell "NEWONE".
    const draws = [...takenCode, ...'NEWONE'].map((character) =>
      '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'.indexOf(character),
    )
    const at = new Date(`${taken.slice(4, 8)}-${taken.slice(8, 10)}-${taken.slice(10, 12)}T05:00:00Z`)
    const context = {
      db: suite.db,
      audit: createAudit(suite.db),
      mail: { send: async () => undefined },
      jobs: suite.app.jobs,
      config: { publicUrl: 'http://localhost:3000', masterKey: Buffer.alloc(32, 1) },
    } as unknown as ModuleContext
    const { consumer } = createTransactionRequestServices(context, {
      now: () => at,
      pick: () => draws.shift() ?? 0,
    })
    const actor = await suite.actorOf('admin@consumer.test')
    const detail = await consumer.add(actor, {
      product_id: suite.product.payPerCall,
      purpose_of_usage: 'Verifying new customers during onboarding',
      is_data_access_agreement: true,
    })
    expect(detail.transaction_no).toBe(`${taken.slice(0, 13)}NEWONE`)
  })
})
