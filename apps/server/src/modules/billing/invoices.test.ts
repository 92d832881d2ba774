import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { invoices, jobSchedules, jobs, mailOutbox } from '../../db/schema'
import { billingDocumentQueue, monthCloseQueue } from '.'
import { periodEnd, periodOf } from './billing-period'
import { openBillingSuite, period, type BillingSuite } from './billing.test-helpers'

let suite: BillingSuite

beforeAll(async () => {
  suite = await openBillingSuite()
})

afterAll(async () => suite.close())

interface Line {
  kind: string
  product_name: string
  quantity: number
  amount: number
  transaction_no: string | null
}

const invoiceOf = async (headers: Record<string, string>, month = period) => {
  const response = await suite.get(headers, `/api/billing/invoice/consumer?period=${month}`)
  expect(response.statusCode).toBe(200)
  return response.json().data as {
    id: string | null
    invoice_no: string | null
    status: string
    subtotal: number
    vat: number
    total: number
    lines: Line[]
  }
}

const closeMarch = async () => {
  const response = await suite.send('POST', suite.headers.operator, '/api/operator/billing/month-close', {
    period,
  })
  expect(response.statusCode).toBe(200)
  return response.json().data as { invoices_issued: number; settlements_created: number }
}

describe('consumer invoices', () => {
  it('estimates a month before it closes: every call at the price in force, failed and refused calls never billed', async () => {
    const invoice = await invoiceOf(suite.headers.consumerOwner)
    expect(invoice).toMatchObject({ id: null, invoice_no: null, status: 'OPEN' })
    const byKind = (kind: string, name: string) =>
      invoice.lines.find((line) => line.kind === kind && line.product_name === name)
    // 3 calls at 1.000, 2 at 1.500 after the price change, and 1 at 1.000 in the last second of March;
    // the failed, refused and timed-out calls and the call of 1 April are not billed.
    expect(byKind('PAY_PER_CALL', 'Billing Calls API')).toMatchObject({ quantity: 6, amount: 7000 })
    expect(byKind('PAY_PER_QUERY', 'Billing Query Product')).toMatchObject({ quantity: 2, amount: 10_000 })
    expect(byKind('SUBSCRIPTION', 'Billing Subscription')).toMatchObject({
      quantity: 1,
      amount: 750_000,
      transaction_no: suite.subscriptionNo,
    })
    expect(byKind('ONE_TIME', 'Billing File')).toMatchObject({ quantity: 1, amount: 2_250_000 })
    expect(byKind('PAY_PER_CALL', '=SUM(1+1)')).toMatchObject({ quantity: 2, amount: 5000 })
    expect(invoice.subtotal).toBe(3_022_000)
    expect(invoice.vat).toBe(332_420)
    expect(invoice.total).toBe(3_354_420)
  })

  it('adds its lines up to the total, VAT as a line of its own', async () => {
    const invoice = await invoiceOf(suite.headers.consumerOwner)
    const charges = invoice.lines.filter((line) => line.kind !== 'VAT')
    const vat = invoice.lines.filter((line) => line.kind === 'VAT')
    expect(vat).toHaveLength(1)
    expect(vat[0]!.amount).toBe(invoice.vat)
    expect(charges.reduce((sum, line) => sum + line.amount, 0)).toBe(invoice.subtotal)
    expect(invoice.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(invoice.total)
  })

  it('bills a subscription in each month one of its periods starts, and nothing before it was bought', async () => {
    const february = await invoiceOf(suite.headers.consumerOwner, '2024-02')
    expect(february.lines.filter((line) => line.kind === 'SUBSCRIPTION')).toHaveLength(1)
    expect(february.subtotal).toBe(750_000)
    const january = await invoiceOf(suite.headers.consumerOwner, '2024-01')
    expect(january.subtotal).toBe(0)
    const first = await suite.get(
      suite.headers.consumerOwner,
      '/api/billing/billing/first_billed?user_type=consumer',
    )
    expect(first.json().data.period).toBe('2024-02')
  })

  it('refuses a month that has not started and a malformed one', async () => {
    const future = await suite.get(
      suite.headers.consumerOwner,
      '/api/billing/invoice/consumer?period=2999-01',
    )
    expect(future.statusCode).toBe(400)
    expect(future.json().code).toBe('PERIOD_IN_FUTURE')
    const malformed = await suite.get(
      suite.headers.consumerOwner,
      '/api/billing/invoice/consumer?period=2024-13',
    )
    expect(malformed.statusCode).toBe(422)
  })
})

describe('month close', () => {
  it('issues numbered invoices and settlements once, however often it runs', async () => {
    expect(await closeMarch()).toMatchObject({ invoices_issued: 2, settlements_created: 2 })
    const issued = await invoiceOf(suite.headers.consumerOwner)
    expect(issued.status).toBe('ISSUED')
    expect(issued.invoice_no).toMatch(/^INV-202403-000[12]$/)
    expect(issued.total).toBe(3_354_420)

    expect(await closeMarch()).toMatchObject({ invoices_issued: 0, settlements_created: 0 })
    const again = await invoiceOf(suite.headers.consumerOwner)
    expect(again).toEqual(issued)
    const rows = await suite.db.select().from(invoices).where(eq(invoices.period, period))
    expect(rows.map((row) => row.invoiceNo).sort()).toEqual(['INV-202403-0001', 'INV-202403-0002'])
  })

  it('schedules the automatic close for 00:10 in Jakarta on the 1st; a due occurrence closes the month before it', async () => {
    const scheduleRow = async () => {
      const [row] = await suite.db.select().from(jobSchedules).where(eq(jobSchedules.queue, monthCloseQueue))
      return row!
    }
    await suite.app.jobs.runSchedules()
    const scheduled = await scheduleRow()
    expect(scheduled).toMatchObject({ cron: '10 0 1 * *', timeZone: 'Asia/Jakarta' })
    expect(scheduled.nextRunAt.getTime()).toBe(periodEnd(periodOf(new Date())).getTime() + 10 * 60_000)

    // The occurrence that ended March comes due: one job runs it; closing March again changes nothing.
    const occurrence = new Date(periodEnd(period).getTime() + 10 * 60_000)
    await suite.db
      .update(jobSchedules)
      .set({ nextRunAt: occurrence })
      .where(eq(jobSchedules.queue, monthCloseQueue))
    expect(await suite.app.jobs.drain([monthCloseQueue])).toBe(1)
    const [run, ...others] = await suite.db
      .select()
      .from(jobs)
      .where(
        and(eq(jobs.queue, monthCloseQueue), eq(jobs.singletonKey, `schedule:${occurrence.toISOString()}`)),
      )
    expect(others).toHaveLength(0)
    expect(run).toMatchObject({ status: 'DONE', payload: { scheduledFor: occurrence.toISOString() } })
    expect((await scheduleRow()).nextRunAt.getTime()).toBe(scheduled.nextRunAt.getTime())
    expect(await suite.app.jobs.drain([monthCloseQueue])).toBe(0)
  })

  it('refuses to close a month that has not ended', async () => {
    const response = await suite.send('POST', suite.headers.operator, '/api/operator/billing/month-close', {
      period: '2999-01',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().code).toBe('PERIOD_NOT_ENDED')
  })

  it('mails each owner the invoice with its PDF attached, kept by file key', async () => {
    await suite.app.jobs.drain([billingDocumentQueue, 'mail'])
    const mails = await suite.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'owner@consumer.test'))
      .orderBy(sql`${mailOutbox.createdAt} desc`)
    const mail = mails.find((message) => message.subject.includes('INV-202403'))
    expect(mail?.subject).toMatch(/^Invoice INV-202403-000[12] for March 2024$/)
    expect(mail?.text).toContain('Rp 3.354.420')
    const attachment = mail!.attachments![0]!
    expect(attachment).toMatchObject({ contentType: 'application/pdf' })
    expect(attachment.filename).toMatch(/^INV-202403-000[12]\.pdf$/)
    const stored = await readFile(join(suite.testApp.config.dataDir, 'files', attachment.fileKey))
    expect(stored.subarray(0, 5).toString()).toBe('%PDF-')
    const settlementMail = await suite.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'owner@provider.test'))
    expect(
      settlementMail.some((message) => message.subject === 'Your settlement statement for March 2024'),
    ).toBe(true)
  })

  it('downloads an issued invoice as a PDF, only for its own company', async () => {
    const issued = await invoiceOf(suite.headers.consumerOwner)
    const pdf = await suite.get(suite.headers.consumerOwner, `/api/billing/invoice/consumer/${issued.id}/pdf`)
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    const other = await suite.get(
      suite.headers.secondConsumer,
      `/api/billing/invoice/consumer/${issued.id}/pdf`,
    )
    expect(other.statusCode).toBe(404)
  })
})

describe('tenant isolation', () => {
  it("shows a consumer only its own invoice for a month, never another company's", async () => {
    const own = await invoiceOf(suite.headers.secondConsumer)
    expect(own.total).toBe(4440)
    expect(own.lines.every((line) => line.product_name === 'Billing Calls API' || line.kind === 'VAT')).toBe(
      true,
    )
    const history = await suite.get(suite.headers.secondConsumer, '/api/billing/billing/history?limit=100')
    const numbers = (history.json().data.data as { invoice_no: string | null; consumer_legal_name: string }[])
      .filter((row) => row.invoice_no)
      .map((row) => row.consumer_legal_name)
    expect(numbers).toEqual(['PT Pembeli Kedua'])
  })

  it('keeps billing screens to their side: a consumer-only company has no settlements', async () => {
    const response = await suite.get(suite.headers.consumerOwner, '/api/billing/settlement/history')
    expect(response.statusCode).toBe(403)
    const asProvider = await suite.get(
      suite.headers.consumerOwner,
      '/api/billing/transaction/transaction-list?user_type=provider',
    )
    expect(asProvider.statusCode).toBe(403)
    const operatorOnly = await suite.get(suite.headers.providerOwner, '/api/operator/billing/invoices')
    expect(operatorOnly.statusCode).toBe(403)
  })
})
