import { asc, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { invoices, jobSchedules, jobs, settlements } from '../../db/schema'
import { mailQueue } from '../mail'
import { billingDocumentQueue, monthCloseQueue } from '.'
import { addMonths, periodEnd, periodOf, periodStart } from './billing-period'
import { openBillingSuite, recordUsage, type BillingSuite } from './billing.test-helpers'

let suite: BillingSuite
/** The month that ended last (ten minutes after a month ends its close may run). */
const lastEnded = addMonths(periodOf(new Date(Date.now() - 10 * 60_000)), -1)

beforeAll(async () => {
  suite = await openBillingSuite()
  // Last month's calls, as a server first started late in a month finds them.
  recordUsage(suite.app, {
    consumerTenantId: suite.consumer,
    providerTenantId: suite.provider,
    productId: suite.products.callProduct,
    occurredAt: new Date(periodStart(lastEnded).getTime() + 36 * 3_600_000),
    unitPrice: 2000,
  })
  await suite.app.usage.flush()
})

afterAll(async () => suite.close())

const issuedOf = async (tenantId: string) =>
  suite.db
    .select({ period: invoices.period, invoiceNo: invoices.invoiceNo, status: invoices.status })
    .from(invoices)
    .where(eq(invoices.consumerTenantId, tenantId))
    .orderBy(asc(invoices.createdAt))

const invoiceStatusOf = async (month: string) => {
  const response = await suite.get(
    suite.headers.consumerOwner,
    `/api/billing/invoice/consumer?period=${month}`,
  )
  return response.json().data.status as string
}

describe('month close', () => {
  it('closes every ended month with charges and no invoice yet, oldest first, as soon as the server starts', async () => {
    expect(await invoiceStatusOf(lastEnded)).toBe('OPEN')
    suite.app.jobs.start()
    try {
      await expect
        .poll(async () => (await issuedOf(suite.consumer)).map((row) => row.period), {
          timeout: 20_000,
          interval: 250,
        })
        .toEqual(['2024-02', '2024-03', '2024-04', lastEnded])
    } finally {
      await suite.app.jobs.stop()
    }
    const issued = await issuedOf(suite.consumer)
    expect(issued.every((row) => row.status === 'ISSUED')).toBe(true)
    expect(issued[0]!.invoiceNo).toBe('INV-202402-0001')
    expect(await invoiceStatusOf(lastEnded)).toBe('ISSUED')
    expect(await invoiceStatusOf('2024-03')).toBe('ISSUED')
    // The running month stays an estimate.
    expect(await invoiceStatusOf(periodOf(new Date()))).toBe('OPEN')
    const settled = await suite.db
      .select({ period: settlements.period })
      .from(settlements)
      .where(eq(settlements.providerTenantId, suite.provider))
    expect(settled.map((row) => row.period).sort()).toEqual(['2024-02', '2024-03', '2024-04', lastEnded])
    // Months without charges get nothing.
    expect(await invoiceStatusOf('2024-01')).toBe('OPEN')
  })

  it('changes nothing when it runs again, at the next start or at the scheduled occurrence', async () => {
    const before = await suite.db.select({ id: invoices.id }).from(invoices)
    await suite.app.jobs.enqueue(monthCloseQueue, {})
    const occurrence = new Date(periodEnd(lastEnded).getTime() + 10 * 60_000)
    await suite.app.jobs.runSchedules()
    await suite.db
      .update(jobSchedules)
      .set({ nextRunAt: occurrence })
      .where(eq(jobSchedules.queue, monthCloseQueue))
    expect(await suite.app.jobs.drain([monthCloseQueue])).toBe(2)
    const after = await suite.db.select({ id: invoices.id }).from(invoices)
    expect(after).toHaveLength(before.length)
    const runs = await suite.db
      .select({ status: jobs.status })
      .from(jobs)
      .where(inArray(jobs.queue, [monthCloseQueue]))
    expect(runs.every((run) => run.status === 'DONE')).toBe(true)
  })

  it('mails a document once though its mailing job runs again (an instance that died before marking it done)', async () => {
    const [invoice] = await suite.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(eq(invoices.consumerTenantId, suite.consumer))
      .limit(1)
    const mailJobsOf = async () =>
      (await suite.db.select({ payload: jobs.payload }).from(jobs).where(eq(jobs.queue, mailQueue))).filter(
        (job) => JSON.stringify(job.payload).includes(invoice!.id),
      )
    const mailedBefore = (await mailJobsOf()).length
    for (let run = 0; run < 2; run += 1) {
      await suite.app.jobs.enqueue(billingDocumentQueue, { kind: 'invoice', id: invoice!.id })
      await suite.app.jobs.drain([billingDocumentQueue])
    }
    // The close queued the invoice's mail (mailed then, or now if the close left it to its job): one in all.
    expect((await mailJobsOf()).length).toBe(Math.max(mailedBefore, 1))
    expect(mailedBefore).toBeLessThanOrEqual(1)
  })

  it('issues the last ended month to a company it missed, though the month has documents already', async () => {
    // Calls of another company land after the month was closed (an instance's batch that came late).
    recordUsage(suite.app, {
      consumerTenantId: suite.secondConsumer,
      providerTenantId: suite.provider,
      productId: suite.products.callProduct,
      occurredAt: new Date(periodStart(lastEnded).getTime() + 40 * 3_600_000),
      unitPrice: 3000,
    })
    await suite.app.usage.flush()
    await suite.app.jobs.enqueue(monthCloseQueue, {})
    expect(await suite.app.jobs.drain([monthCloseQueue])).toBe(1)
    expect((await issuedOf(suite.secondConsumer)).map((row) => row.period)).toContain(lastEnded)
  })
})
