import { eq } from 'drizzle-orm'
import { formatRupiah } from '@lumbung/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { billingCredits, mailOutbox } from '../../db/schema'
import { openBillingSuite, period, type BillingSuite } from './billing.test-helpers'

let suite: BillingSuite

interface Line {
  id: string | null
  kind: string
  amount: number
  product_name: string
}
interface Dispute {
  id: string
  status: string
  outcome: string | null
  invoice_line_id: string
  credit_amount: number | null
  line_amount: number
  events: { action: string; party: string; actor_name: string | null; text: string; amount: number | null }[]
}

let callLine: Line
let vatLine: Line
let invoiceId: string
let disputeId: string

beforeAll(async () => {
  suite = await openBillingSuite()
  const closed = await suite.send('POST', suite.headers.operator, '/api/operator/billing/month-close', {
    period,
  })
  expect(closed.statusCode).toBe(200)
  const invoice = (
    await suite.get(suite.headers.consumerOwner, `/api/billing/invoice/consumer?period=${period}`)
  ).json().data as { id: string; lines: Line[] }
  invoiceId = invoice.id
  callLine = invoice.lines.find((line) => line.product_name === 'Billing Calls API')!
  vatLine = invoice.lines.find((line) => line.kind === 'VAT')!
})

afterAll(async () => suite.close())

const open = (headers: Record<string, string>, payload: unknown) =>
  suite.send('POST', headers, '/api/billing/disputes', payload)

const mailsTo = async (to: string) => {
  await suite.app.jobs.drain(['mail'])
  return suite.db.select().from(mailOutbox).where(eq(mailOutbox.to, to))
}

describe('invoice-line disputes', () => {
  it('lets the consumer’s owner dispute a charge with a reason, and mails the provider', async () => {
    expect(callLine.id).toBeTruthy()
    const response = await open(suite.headers.consumerOwner, {
      invoice_line_id: callLine.id,
      reason: 'Two calls failed on the 22nd and 24th and were still counted.',
    })
    expect(response.statusCode).toBe(200)
    const dispute = response.json().data as Dispute
    disputeId = dispute.id
    expect(dispute).toMatchObject({ status: 'OPEN', outcome: null, line_amount: callLine.amount })
    expect(dispute.events).toEqual([
      expect.objectContaining({ action: 'OPENED', party: 'consumer', text: expect.stringContaining('22nd') }),
    ])
    const mails = await mailsTo('owner@provider.test')
    expect(mails.some((mail) => mail.subject === 'A charge for Billing Calls API is disputed')).toBe(true)
  })

  it('refuses a member, another company’s line, VAT, a long reason and a second dispute of a line', async () => {
    const reason = 'Wrong amount'
    expect(
      (await open(suite.headers.consumerMember, { invoice_line_id: callLine.id, reason })).statusCode,
    ).toBe(403)
    // Another company's line does not exist for the caller.
    expect(
      (await open(suite.headers.secondConsumer, { invoice_line_id: callLine.id, reason })).statusCode,
    ).toBe(404)
    expect(
      (await open(suite.headers.consumerOwner, { invoice_line_id: vatLine.id, reason })).statusCode,
    ).toBe(400)
    const tooLong = await open(suite.headers.consumerOwner, {
      invoice_line_id: callLine.id,
      reason: 'x'.repeat(1001),
    })
    expect(tooLong.statusCode).toBe(422)
    expect(JSON.stringify(tooLong.json())).toContain('Reason must be at most 1000 characters')
    const again = await open(suite.headers.consumerOwner, { invoice_line_id: callLine.id, reason })
    expect(again.statusCode).toBe(409)
    const listed = await suite.get(
      suite.headers.secondConsumer,
      `/api/billing/disputes/consumer?invoice_id=${invoiceId}`,
    )
    expect(listed.statusCode).toBe(200)
    expect(listed.json().data).toEqual([])
  })

  it('lets only the provider of the product answer, once, and mails the consumer', async () => {
    const answer = { answer: 'The failed calls were not billed; the amount covers the successful ones.' }
    const url = `/api/billing/disputes/${disputeId}/answer`
    expect((await suite.send('PUT', suite.headers.secondProvider, url, answer)).statusCode).toBe(404)
    expect((await suite.send('PUT', suite.headers.providerMember, url, answer)).statusCode).toBe(403)
    const otherList = await suite.get(suite.headers.secondProvider, '/api/billing/disputes/provider')
    expect(otherList.json().data.total_data).toBe(0)
    const ownList = await suite.get(suite.headers.providerOwner, '/api/billing/disputes/provider?status=OPEN')
    expect(ownList.json().data.data.map((item: Dispute) => item.id)).toEqual([disputeId])

    const response = await suite.send('PUT', suite.headers.providerOwner, url, answer)
    expect(response.statusCode).toBe(200)
    expect(response.json().data).toMatchObject({ status: 'ANSWERED' })
    expect((await suite.send('PUT', suite.headers.providerOwner, url, answer)).statusCode).toBe(409)
    const mails = await mailsTo('owner@consumer.test')
    expect(mails.some((mail) => mail.subject.startsWith('The provider answered your dispute'))).toBe(true)
  })

  it('lists open disputes to operators only, and checks the credit against the line', async () => {
    expect((await suite.get(suite.headers.consumerOwner, '/api/operator/billing/disputes')).statusCode).toBe(
      403,
    )
    const listed = await suite.get(suite.headers.operator, '/api/operator/billing/disputes?status=ANSWERED')
    expect(listed.statusCode).toBe(200)
    expect(listed.json().data.data.map((item: Dispute) => item.id)).toContain(disputeId)
    const url = `/api/operator/billing/disputes/${disputeId}/resolve`
    const tooMuch = await suite.send('PUT', suite.headers.operator, url, {
      outcome: 'CREDITED',
      amount: callLine.amount + 1,
      note: 'Too much',
    })
    expect(tooMuch.statusCode).toBe(400)
    expect(tooMuch.json()).toMatchObject({
      code: 'AMOUNT_TOO_HIGH',
      message: `Credit amount can not exceed the disputed line of ${formatRupiah(callLine.amount)}`,
    })
    // Rupiah have no decimals: a fraction, a sign or an exponent is refused with the field's message.
    for (const [amount, message] of [
      ['12.5', 'Credit amount must be a whole number of rupiah, without decimals or signs'],
      [12.5, 'Credit amount must be a whole number of rupiah, without decimals or signs'],
      [-300, 'Credit amount must be at least Rp 1'],
      ['1e23', 'Credit amount must be a whole number of rupiah, without decimals or signs'],
      [1e23, 'Credit amount must be at most Rp 1.000.000.000.000'],
    ] as const) {
      const refused = await suite.send('PUT', suite.headers.operator, url, {
        outcome: 'CREDITED',
        amount,
        note: 'Bad amount',
      })
      expect(refused.statusCode).toBe(422)
      expect(JSON.stringify(refused.json())).toContain(message)
    }
    const missing = await suite.send('PUT', suite.headers.operator, url, {
      outcome: 'CREDITED',
      note: 'No amount',
    })
    expect(missing.statusCode).toBe(400)
    const byProvider = await suite.send('PUT', suite.headers.providerOwner, url, {
      outcome: 'REJECTED',
      note: 'x',
    })
    expect(byProvider.statusCode).toBe(403)
  })

  it('resolves with a credit once, keeps the history for all three parties and mails both', async () => {
    const url = `/api/operator/billing/disputes/${disputeId}/resolve`
    const response = await suite.send('PUT', suite.headers.operator, url, {
      outcome: 'CREDITED',
      amount: 1500,
      note: 'One failed call was counted by mistake.',
    })
    expect(response.statusCode).toBe(200)
    const resolved = response.json().data as Dispute
    expect(resolved).toMatchObject({ status: 'RESOLVED', outcome: 'CREDITED', credit_amount: 1500 })
    expect(resolved.events.map((event) => [event.action, event.party])).toEqual([
      ['OPENED', 'consumer'],
      ['ANSWERED', 'provider'],
      ['CREDITED', 'operator'],
    ])
    expect(resolved.events[2]!.amount).toBe(1500)
    expect(
      (await suite.send('PUT', suite.headers.operator, url, { outcome: 'REJECTED', note: 'Late' }))
        .statusCode,
    ).toBe(409)

    const consumerView = await suite.get(
      suite.headers.consumerOwner,
      `/api/billing/disputes/consumer?invoice_id=${invoiceId}`,
    )
    expect((consumerView.json().data as Dispute[])[0]!.events).toHaveLength(3)
    const providerView = await suite.get(suite.headers.providerOwner, '/api/billing/disputes/provider')
    expect((providerView.json().data.data as Dispute[])[0]!.events).toHaveLength(3)
    expect((await mailsTo('owner@consumer.test')).some((mail) => mail.subject.includes('is resolved'))).toBe(
      true,
    )
    expect((await mailsTo('owner@provider.test')).some((mail) => mail.subject.includes('is resolved'))).toBe(
      true,
    )
  })

  it("puts the credit on the consumer's next invoice and deducts it from the provider's settlement", async () => {
    const [credit] = await suite.db
      .select()
      .from(billingCredits)
      .where(eq(billingCredits.disputeId, disputeId))
    expect(credit).toMatchObject({ kind: 'DISPUTE', amount: 1500, invoiceId: null })
    // The credit belongs to the month it was resolved in; April 2024 stands in for that month here.
    await suite.db.update(billingCredits).set({ period: '2024-04' }).where(eq(billingCredits.id, credit!.id))
    const closed = await suite.send('POST', suite.headers.operator, '/api/operator/billing/month-close', {
      period: '2024-04',
    })
    expect(closed.statusCode).toBe(200)
    const invoice = (
      await suite.get(suite.headers.consumerOwner, '/api/billing/invoice/consumer?period=2024-04')
    ).json().data as { lines: Line[]; credits: { kind: string; amount: number; dispute_id: string }[] }
    expect(invoice.lines.filter((line) => line.kind === 'DISPUTE_CREDIT').map((line) => line.amount)).toEqual(
      [-1500],
    )
    expect(invoice.credits).toEqual([
      expect.objectContaining({ kind: 'DISPUTE', amount: 1500, dispute_id: disputeId }),
    ])
    const settlement = (
      await suite.get(suite.headers.providerOwner, '/api/billing/invoice/provider?period=2024-04')
    ).json().data as { gross: number; platform_fee: number; sla_credits: number; net: number }
    expect(settlement.sla_credits).toBe(1500)
    expect(settlement.net + settlement.platform_fee + settlement.sla_credits).toBe(settlement.gross)

    // A second close of April changes nothing.
    const again = await suite.send('POST', suite.headers.operator, '/api/operator/billing/month-close', {
      period: '2024-04',
    })
    expect(again.json().data).toMatchObject({ invoices_issued: 0, settlements_created: 0 })
  })
})
