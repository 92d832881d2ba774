import { and, eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailOutbox, users } from '../../db/schema'
import { pdfText } from '../../../test/pdf-text'
import { billingDocumentQueue } from '.'
import { openBillingSuite, period, type BillingSuite } from './billing.test-helpers'

let suite: BillingSuite
let invoiceId: string
let settlementId: string

beforeAll(async () => {
  suite = await openBillingSuite()
  // The consumer's owner reads Indonesian when the month closes: the invoice mail follows.
  await chooseLanguage('owner@consumer.test', 'id')
  const closed = await suite.send('POST', suite.headers.operator, '/api/operator/billing/month-close', {
    period,
  })
  expect(closed.statusCode).toBe(200)
  const invoice = await suite.get(
    suite.headers.consumerOwner,
    `/api/billing/invoice/consumer?period=${period}`,
  )
  invoiceId = invoice.json().data.id
  const statement = await suite.get(
    suite.headers.providerOwner,
    `/api/billing/invoice/provider?period=${period}`,
  )
  settlementId = statement.json().data.id
})

afterAll(async () => suite.close())

const chooseLanguage = (email: string, language: 'en' | 'id' | null) =>
  suite.db.update(users).set({ language }).where(eq(users.email, email))

const invoiceText = async () => {
  const pdf = await suite.get(suite.headers.consumerOwner, `/api/billing/invoice/consumer/${invoiceId}/pdf`)
  expect(pdf.statusCode).toBe(200)
  return pdfText(pdf.rawPayload)
}

const settlementText = async () => {
  const pdf = await suite.get(
    suite.headers.providerOwner,
    `/api/billing/settlement/detail/${settlementId}/pdf`,
  )
  expect(pdf.statusCode).toBe(200)
  return pdfText(pdf.rawPayload)
}

describe('the invoice mail', () => {
  it("goes out in the language of the consumer's owner, the month named in it and the due date in digits", async () => {
    await suite.app.jobs.drain([billingDocumentQueue, 'mail'])
    const [mail] = await suite.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, 'owner@consumer.test'), like(mailOutbox.subject, '%INV-202403%')))
    expect(mail?.subject).toMatch(/^Faktur INV-202403-000[12] untuk Maret 2024$/)
    expect(mail?.text).toContain('Halo ')
    expect(mail?.text).toContain('Rp 3.354.420, termasuk PPN')
    expect(mail?.text).toMatch(/paling lambat \d{2}\/\d{2}\/\d{4}/)
  })
})

describe('the invoice PDF', () => {
  it('names both parties with their NPWP and address, the VAT and its base, and how to pay, in English by default', async () => {
    await chooseLanguage('owner@consumer.test', null)
    const text = await invoiceText()
    expect(text).toMatch(/Invoice INV-202403-000[12]/)
    expect(text).toContain('SELLER')
    expect(text).toContain('BILLED TO')
    expect(text).toContain('PT Konsumen Maju')
    // The seller is the platform (a 15-digit NPWP, shown with its dots and dash); the buyer has the 16-digit form.
    expect(text).toContain('NPWP: 03.123.456.7-012.000')
    expect(text).toContain('NPWP: 0017654321428000')
    expect(text).toContain('Address: Jl. Asia Afrika No. 8, Braga, Sumur Bandung, Kota Bandung 40111')
    expect(text).toContain('Subtotal (VAT base)')
    expect(text).toContain('VAT (PPN) 11 %')
    expect(text).toContain('Rp 3.354.420')
    expect(text).toContain('March 2024')
    expect(text).toContain('How to pay')
    expect(text).toContain('Bank Central Asia (BCA)')
    expect(text).toContain('Account number: 5270123456')
    expect(text).toMatch(/Due: \d{2}\/\d{2}\/\d{4}/)
    expect(text).not.toContain('Ditagihkan kepada')
  })

  it("speaks Indonesian when the company's owner chose it, with amounts and dates written the same", async () => {
    await chooseLanguage('owner@consumer.test', 'id')
    const text = await invoiceText()
    expect(text).toMatch(/Faktur INV-202403-000[12]/)
    expect(text).toContain('PENJUAL')
    expect(text).toContain('DITAGIHKAN KEPADA')
    expect(text).toContain('NPWP: 0017654321428000')
    expect(text).toContain('Alamat: Jl. Asia Afrika No. 8, Braga, Sumur Bandung, Kota Bandung 40111')
    expect(text).toContain('Nomor faktur')
    expect(text).toContain('Jatuh tempo')
    expect(text).toContain('Subtotal (Dasar Pengenaan Pajak)')
    expect(text).toContain('PPN 11 %')
    expect(text).toContain('Maret 2024')
    expect(text).toContain('Cara pembayaran')
    expect(text).toContain('Nomor rekening')
    expect(text).toContain('Rp 3.354.420')
    expect(text).toMatch(/Jatuh tempo: \d{2}\/\d{2}\/\d{4}/)
    expect(text).not.toContain('How to pay')
  })

  it('prints the NPWP and the address registered with it as the company saved them on its profile', async () => {
    const current = await suite.get(suite.headers.consumerOwner, '/api/auth/tenant/detail')
    const profile = current.json().data
    const saved = await suite.send('PUT', suite.headers.consumerOwner, '/api/auth/tenant/update', {
      legal_name: profile.legal_name,
      brand_name: profile.brand_name,
      industry: profile.industry,
      company_size: profile.company_size,
      address: profile.address,
      province_code: profile.province_code,
      district_code: profile.district_code,
      subdistrict_code: profile.subdistrict_code,
      phone_number: profile.phone_number,
      npwp: '01.765.432.1-428.000',
      npwp_address: 'Gedung Braga Lt. 3, Jl. Braga No. 10, Bandung 40111',
    })
    expect(saved.statusCode).toBe(200)
    const text = await invoiceText()
    expect(text).toContain('NPWP: 01.765.432.1-428.000')
    expect(text).toContain('Alamat: Gedung Braga Lt. 3, Jl. Braga No. 10, Bandung 40111')
  })
})

describe('the settlement statement PDF', () => {
  it("names the platform and the provider in the language of the provider's owner", async () => {
    await chooseLanguage('owner@provider.test', null)
    expect(await settlementText()).toContain('Settlement statement')
    await chooseLanguage('owner@provider.test', 'id')
    const text = await settlementText()
    expect(text).toContain('Laporan penyelesaian pembayaran')
    expect(text).toContain('PENYEDIA')
    expect(text).toContain('PT Data Nusantara')
    expect(text).toContain('NPWP: 02.987.654.3-012.000')
    expect(text).toContain('Pendapatan bruto')
    expect(text).toContain('Biaya platform 10 %')
  })
})
