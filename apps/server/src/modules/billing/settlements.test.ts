import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, invoices, settlements, usageRecords } from '../../db/schema'
import { openBillingSuite, period, type BillingSuite } from './billing.test-helpers'

let suite: BillingSuite

interface Settlement {
  id: string | null
  status: string
  gross: number
  platform_fee: number
  sla_credits: number
  net: number
  lines: { consumer_legal_name: string; amount: number }[]
}

beforeAll(async () => {
  suite = await openBillingSuite()
})

afterAll(async () => suite.close())

const statementOf = async (headers: Record<string, string>) => {
  const response = await suite.get(headers, `/api/billing/invoice/provider?period=${period}`)
  expect(response.statusCode).toBe(200)
  return response.json().data as Settlement
}

const operatorList = async (url: string) => {
  const response = await suite.get(suite.headers.operator, url)
  expect(response.statusCode).toBe(200)
  return response.json().data as { data: Record<string, unknown>[]; total_data: number }
}

describe('provider statements and settlements', () => {
  it('shows a provider what each consumer was billed for its products, with the fee and net', async () => {
    const statement = await statementOf(suite.headers.providerOwner)
    expect(statement).toMatchObject({
      id: null,
      status: 'OPEN',
      gross: 3_021_000,
      platform_fee: 302_100,
      sla_credits: 0,
      net: 2_718_900,
    })
    expect(new Set(statement.lines.map((line) => line.consumer_legal_name))).toEqual(
      new Set(['PT Konsumen Maju', 'PT Pembeli Kedua']),
    )
    expect(statement.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(statement.gross)
    expect(statement.net + statement.platform_fee + statement.sla_credits).toBe(statement.gross)
    const first = await suite.get(
      suite.headers.providerOwner,
      '/api/billing/billing/first_billed?user_type=provider',
    )
    expect(first.json().data.period).toBe('2024-02')
    const unbilled = await suite.get(
      suite.headers.secondProvider,
      '/api/billing/billing/first_billed?user_type=provider',
    )
    expect(unbilled.json().data.period).toBe('2024-03')
  })

  it('makes PENDING settlements at month close that only their provider sees', async () => {
    const close = await suite.send('POST', suite.headers.operator, '/api/operator/billing/month-close', {
      period,
    })
    expect(close.json().data).toMatchObject({ invoices_issued: 2, settlements_created: 2 })
    const own = await statementOf(suite.headers.providerOwner)
    expect(own).toMatchObject({ status: 'PENDING', gross: 3_021_000, net: 2_718_900 })
    const other = await statementOf(suite.headers.secondProvider)
    expect(other).toMatchObject({ status: 'PENDING', gross: 5000, platform_fee: 500, net: 4500 })

    const detail = await suite.get(suite.headers.providerOwner, `/api/billing/settlement/detail/${own.id}`)
    expect(detail.statusCode).toBe(200)
    expect(detail.json().data.lines).toEqual(own.lines)
    for (const url of [
      `/api/billing/settlement/detail/${own.id}`,
      `/api/billing/settlement/detail/${own.id}/pdf`,
    ]) {
      expect((await suite.get(suite.headers.secondProvider, url)).statusCode).toBe(404)
    }
    const pdf = await suite.get(suite.headers.providerOwner, `/api/billing/settlement/detail/${own.id}/pdf`)
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')

    const history = await suite.get(suite.headers.secondProvider, '/api/billing/settlement/history?limit=100')
    const rows = history.json().data.data as { provider_legal_name: string; status: string }[]
    expect(rows.filter((row) => row.status !== 'OPEN').map((row) => row.provider_legal_name)).toEqual([
      'PT Penyedia Kedua',
    ])
  })

  it('reconciles a month: invoiced subtotals = settlements gross = net + fees + credits = the ledger and purchases', async () => {
    const totals = (
      await suite.get(suite.headers.operator, `/api/operator/billing/totals?period=${period}`)
    ).json().data as Record<string, number>
    expect(totals.invoiced_subtotal).toBe(3_022_000 + 4000)
    expect(totals.settlements_gross).toBe(totals.invoiced_subtotal)
    expect(totals.settlements_net! + totals.platform_revenue! + totals.sla_credits!).toBe(
      totals.settlements_gross,
    )
    expect(totals.platform_revenue).toBe(302_100 + 500)
    expect(totals.invoiced_total).toBe(totals.invoiced_subtotal! + totals.invoiced_vat!)

    // The same month read straight from the ledger: every billable record at its own price, plus the
    // subscription period and the one-time purchase.
    const records = await suite.db.select().from(usageRecords)
    const inMarch = records.filter(
      (record) =>
        record.isBillable &&
        record.occurredAt >= new Date('2024-02-29T17:00:00Z') &&
        record.occurredAt < new Date('2024-03-31T17:00:00Z'),
    )
    const usage = inMarch.reduce((sum, record) => sum + (record.unitPrice ?? 0), 0)
    expect(usage + 750_000 + 2_250_000).toBe(totals.invoiced_subtotal)
  })

  it('records payments: PAID once, with reference and date, and the outstanding total follows', async () => {
    const [invoice] = await suite.db
      .select()
      .from(invoices)
      .where(eq(invoices.consumerTenantId, suite.consumer))
    const today = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10)
    const future = await suite.send(
      'PUT',
      suite.headers.operator,
      `/api/operator/billing/invoices/${invoice!.id}/payment`,
      {
        reference: 'BCA-778812',
        paid_date: '2999-01-01',
      },
    )
    expect(future.statusCode).toBe(400)
    const pay = await suite.send(
      'PUT',
      suite.headers.operator,
      `/api/operator/billing/invoices/${invoice!.id}/payment`,
      {
        reference: 'BCA-778812',
        paid_date: today,
      },
    )
    expect(pay.statusCode).toBe(200)
    expect(pay.json().data).toMatchObject({ status: 'PAID', payment_reference: 'BCA-778812' })
    const twice = await suite.send(
      'PUT',
      suite.headers.operator,
      `/api/operator/billing/invoices/${invoice!.id}/payment`,
      {
        reference: 'BCA-778812',
        paid_date: today,
      },
    )
    expect(twice.statusCode).toBe(409)
    const consumerView = await suite.get(
      suite.headers.consumerOwner,
      `/api/billing/invoice/consumer?period=${period}`,
    )
    expect(consumerView.json().data.status).toBe('PAID')
    const totals = (
      await suite.get(suite.headers.operator, `/api/operator/billing/totals?period=${period}`)
    ).json().data
    expect(totals.invoices_paid_total).toBe(3_354_420)
    expect(totals.invoices_outstanding_total).toBe(4440)

    const settlements = await operatorList(
      `/api/operator/billing/settlements?period=${period}&status=PENDING`,
    )
    expect(settlements.total_data).toBe(2)
    const payout = await suite.send(
      'PUT',
      suite.headers.operator,
      `/api/operator/billing/settlements/${settlements.data[0]!.id as string}/payment`,
      { reference: 'TRF-0001', paid_date: today },
    )
    expect(payout.json().data).toMatchObject({ status: 'PAID', payment_reference: 'TRF-0001' })
    expect(
      (await operatorList(`/api/operator/billing/settlements?period=${period}&status=PAID`)).total_data,
    ).toBe(1)
  })

  it('reads an unpaid invoice past its due date as OVERDUE', async () => {
    await suite.db
      .update(invoices)
      .set({ dueAt: new Date(Date.now() - 60_000) })
      .where(eq(invoices.consumerTenantId, suite.secondConsumer))
    const invoice = await suite.get(
      suite.headers.secondConsumer,
      `/api/billing/invoice/consumer?period=${period}`,
    )
    expect(invoice.json().data.status).toBe('OVERDUE')
    const overdue = await operatorList(`/api/operator/billing/invoices?period=${period}&status=OVERDUE`)
    expect(overdue.data.map((row) => row.consumer_legal_name)).toEqual(['PT Pembeli Kedua'])
    const issued = await operatorList(`/api/operator/billing/invoices?period=${period}&status=ISSUED`)
    expect(issued.total_data).toBe(0)
  })

  it("leaves an operator's reading of an invoice and a settlement in each company's audit trail", async () => {
    const [invoice] = await suite.db
      .select()
      .from(invoices)
      .where(eq(invoices.consumerTenantId, suite.consumer))
    const [settlement] = await suite.db
      .select()
      .from(settlements)
      .where(eq(settlements.providerTenantId, suite.provider))
    for (const url of [
      `/api/operator/billing/invoices/${invoice!.id}`,
      `/api/operator/billing/settlements/${settlement!.id}`,
    ]) {
      expect((await suite.get(suite.headers.operator, url)).statusCode).toBe(200)
    }
    const readOf = async (action: string, tenantId: string) =>
      suite.db
        .select({ targetId: auditLog.targetId, detail: auditLog.detail })
        .from(auditLog)
        .where(and(eq(auditLog.action, action), eq(auditLog.tenantId, tenantId)))
    expect(await readOf('operator.invoice.read', suite.consumer)).toEqual([
      { targetId: invoice!.id, detail: { period } },
    ])
    expect(await readOf('operator.settlement.read', suite.provider)).toEqual([
      { targetId: settlement!.id, detail: { period } },
    ])
  })
})
