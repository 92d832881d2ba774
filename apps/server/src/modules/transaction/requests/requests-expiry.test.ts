import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { jobSchedules, jobs, transactionRequests } from '../../../db/schema'
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

const sweepSchedule = async () => {
  await suite.app.jobs.runSchedules()
  const [row] = await suite.db.select().from(jobSchedules).where(eq(jobSchedules.queue, expirySweepQueue))
  return row!
}

/**
 * Brings the sweep's next occurrence forward and runs it, as the job poller would when its time comes.
 * The schedule is not run first: on a quarter hour it would queue that real occurrence beside this one.
 */
async function runSweep(): Promise<void> {
  const [recorded] = await suite.db
    .select()
    .from(jobSchedules)
    .where(eq(jobSchedules.queue, expirySweepQueue))
  if (!recorded) await sweepSchedule()
  await suite.db
    .update(jobSchedules)
    .set({ nextRunAt: new Date(Date.now() - 1000) })
    .where(eq(jobSchedules.queue, expirySweepQueue))
  expect(await suite.app.jobs.drain([expirySweepQueue])).toBe(1)
}

async function endPeriod(transactionNo: string) {
  await suite.db
    .update(transactionRequests)
    .set({ periodEnd: new Date(Date.now() - 60_000) })
    .where(eq(transactionRequests.transactionNo, transactionNo))
}

describe('subscription expiry', () => {
  it('shows a passed period as expired at once; the sweep records, mails and audits it once', async () => {
    const transactionNo = await approvedSubscription()
    await endPeriod(transactionNo)
    const detail = await suite.get(suite.consumerAdmin, `/consumer/request/detail/${transactionNo}`)
    expect(detail.json().data.status).toBe('EXPIRED')
    const approved = await suite.get(suite.providerAdmin, '/provider/request/list?status=APPROVED')
    expect(approved.json().data.total_data).toBe(0)
    const expired = await suite.get(suite.providerAdmin, '/provider/request/list?status=EXPIRED')
    expect(expired.json().data.data.map((item: { transaction_no: string }) => item.transaction_no)).toContain(
      transactionNo,
    )
    const purchased = await suite.get(suite.consumerAdmin, '/consumer/purchased/list?status=EXPIRED')
    expect(purchased.statusCode, purchased.body).toBe(200)
    const row = await rowOf(suite.db, transactionNo)
    expect(row.status).toBe('APPROVED')

    await runSweep()
    await runSweep()
    expect((await rowOf(suite.db, transactionNo)).status).toBe('EXPIRED')
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

  // PGlite runs one transaction at a time, so no other transaction can hold a row while a read runs.
  it.skipIf(!inject('postgresUrl'))(
    'reads a passed period as expired without waiting for a row a sweep holds, and the sweep records each once (PostgreSQL only: PGlite never overlaps transactions)',
    async () => {
      const held = await approvedSubscription()
      const free = await approvedSubscription()
      await endPeriod(held)
      await endPeriod(free)
      let release!: () => void
      const released = new Promise<void>((resolve) => {
        release = resolve
      })
      let markLocked!: () => void
      const locked = new Promise<void>((resolve) => {
        markLocked = resolve
      })
      // Another run (an overlapping sweep) holding one due row until told to finish.
      const otherRun = suite.db.transaction(async (tx) => {
        await tx
          .select({ id: transactionRequests.id })
          .from(transactionRequests)
          .where(eq(transactionRequests.transactionNo, held))
          .for('update')
        markLocked()
        await released
      })
      await locked
      try {
        const read = suite.get(suite.consumerAdmin, `/consumer/request/detail/${held}`)
        const outcome = await Promise.race([
          read.then((response) => response.json().data.status as string),
          new Promise<string>((resolve) => setTimeout(() => resolve('still waiting'), 3000)),
        ])
        expect(outcome).toBe('EXPIRED')
        // The sweep skips the held row rather than waiting for it, and records the other.
        await runSweep()
        expect((await rowOf(suite.db, free)).status).toBe('EXPIRED')
        expect((await rowOf(suite.db, held)).status).toBe('APPROVED')
      } finally {
        release()
        await otherRun
      }
      await runSweep()
      for (const transactionNo of [held, free]) {
        const row = await rowOf(suite.db, transactionNo)
        expect(row.status).toBe('EXPIRED')
        const expiries = (await auditActions(suite.db, row.id)).filter(
          (action) => action === 'transaction_request.expired',
        )
        expect(expiries).toHaveLength(1)
      }
    },
  )

  it('sweeps every company on the job queue every quarter hour, once per occurrence', async () => {
    const passed = await approvedSubscription()
    await endPeriod(passed)
    const first = await sweepSchedule()
    expect(first.cron).toBe('*/15 * * * *')
    expect(first.nextRunAt.getTime()).toBeGreaterThan(Date.now())
    expect(first.nextRunAt.getTime()).toBeLessThanOrEqual(Date.now() + 15 * 60_000)
    expect(first.nextRunAt.getUTCMinutes() % 15).toBe(0)
    await runSweep()
    expect((await rowOf(suite.db, passed)).status).toBe('EXPIRED')
    const sweeps = await suite.db.select().from(jobs).where(eq(jobs.queue, expirySweepQueue))
    expect(sweeps.filter((job) => job.status !== 'DONE')).toEqual([])
    // The occurrence is used up: nothing runs until the next one.
    expect(await suite.app.jobs.drain([expirySweepQueue])).toBe(0)
    expect((await sweepSchedule()).nextRunAt.getTime()).toBeGreaterThan(Date.now())
  })
})

describe('periods and transaction numbers', () => {
  it('counts months on the Jakarta calendar, where the day may differ from UTC', () => {
    // 20:00 UTC on 30 January is 03:00 on 31 January in Jakarta: a month on is 28 February there.
    expect(periodEndOf(new Date('2026-01-30T20:00:00Z'), 1, 'MONTH').toISOString()).toBe(
      '2026-02-27T20:00:00.000Z',
    )
    expect(periodEndOf(new Date('2028-01-30T20:00:00Z'), 1, 'MONTH').toISOString()).toBe(
      '2028-02-28T20:00:00.000Z',
    )
    // 31 March 03:00 WIB (30 March UTC), a year on: 31 March 2027 WIB.
    expect(periodEndOf(new Date('2026-03-30T20:00:00Z'), 1, 'YEAR').toISOString()).toBe(
      '2027-03-30T20:00:00.000Z',
    )
    // 28 February 23:00 UTC is 1 March in Jakarta, so a month on is 1 April there.
    expect(periodEndOf(new Date('2026-02-28T23:00:00Z'), 1, 'MONTH').toISOString()).toBe(
      '2026-03-31T23:00:00.000Z',
    )
  })

  it('approves just after midnight in Jakarta and mails the Jakarta end date as Asia/Jakarta time', async () => {
    const transactionNo = await suite.request(suite.product.monthly, { period_count: 1 })
    const approvedAt = new Date('2026-01-30T20:00:00Z')
    const context = {
      db: suite.db,
      audit: createAudit(suite.db),
      mail: suite.app.mail,
      jobs: suite.app.jobs,
      notices: suite.app.notices,
      logger: suite.app.log,
      config: { publicUrl: 'http://localhost:3000', masterKey: Buffer.alloc(32, 1) },
    } as unknown as ModuleContext
    const { provider } = createTransactionRequestServices(context, { now: () => approvedAt })
    const detail = await provider.approve(await suite.actorOf('admin@provider.test'), transactionNo)
    expect(detail.period_start).toBe('2026-01-30T20:00:00.000Z')
    expect(detail.period_end).toBe('2026-02-27T20:00:00.000Z')
    const [mail] = await readMailbox(suite.app, 'admin@consumer.test')
    expect(mail?.subject).toBe('Your request for Daily Weather was approved')
    expect(mail?.text).toContain('Your subscription runs until 28 February 2026 (Asia/Jakarta time).')
  })

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
