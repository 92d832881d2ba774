import type PDFDocument from 'pdfkit'
import {
  billingDocumentTexts,
  documentPeriodLabel,
  formatCount,
  formatDocumentDate,
  formatNpwp,
  formatRupiah,
  type BillingDocumentWords,
  type InvoiceDetail,
  type SettlementDetail,
} from '@lumbung/contract'
import type { PaymentAccount } from '../../config'
import type { BillingPartiesRepository, DocumentParty } from './billing-parties.repository'

/**
 * Invoices and settlement statements as PDF, with pdfkit's built-in Helvetica (no font files to
 * ship). Rendered from the same detail the screens show, so the paper and the screen agree; the words
 * come from the contract's texts in the recipient's language (docs/decisions/0077).
 */

export interface InvoiceDocument {
  words: BillingDocumentWords
  seller: DocumentParty
  buyer: DocumentParty
  paymentAccount: PaymentAccount
}

export interface SettlementDocument {
  words: BillingDocumentWords
  payer: DocumentParty
  provider: DocumentParty
}

type Row = [string, string, string]

// pdfkit (with its fonts) loads with the first document, not with the server: most instances never make one.
let pdfkit: Promise<typeof PDFDocument> | undefined

async function render(draw: (document: PDFKit.PDFDocument) => void): Promise<Buffer> {
  const Document = await (pdfkit ??= import('pdfkit').then((loaded) => loaded.default))
  return new Promise((resolve, reject) => {
    const document = new Document({
      size: 'A4',
      margin: 50,
      info: { Producer: 'Lumbung', Creator: 'Lumbung' },
    })
    const chunks: Buffer[] = []
    document.on('data', (chunk: Buffer) => chunks.push(chunk))
    document.on('end', () => resolve(Buffer.concat(chunks)))
    document.on('error', reject)
    draw(document)
    document.end()
  })
}

type Fact = [string, string]

function facts(document: PDFKit.PDFDocument, list: Fact[]) {
  document.fontSize(10)
  for (const [label, value] of list) {
    document.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value)
  }
}

function heading(document: PDFKit.PDFDocument, title: string) {
  document.font('Helvetica-Bold').fontSize(20).text('Lumbung', { continued: false })
  document.moveDown(0.2).font('Helvetica').fontSize(14).text(title)
  document.moveDown(0.8)
}

/** The two sides side by side: who issues the document and who it is for, as a tax invoice names them. */
function parties(
  document: PDFKit.PDFDocument,
  words: BillingDocumentWords,
  sides: [string, DocumentParty][],
) {
  const left = document.page.margins.left
  const width = (document.page.width - left - document.page.margins.right) / sides.length
  const top = document.y
  let bottom = top
  sides.forEach(([role, party], index) => {
    const x = left + index * width
    const options = { width: width - 16 }
    document.font('Helvetica-Bold').fontSize(9).text(role.toUpperCase(), x, top, options)
    document.font('Helvetica-Bold').fontSize(10).text(party.legalName, x, document.y, options)
    document.font('Helvetica').fontSize(9)
    if (party.npwp) document.text(`${words.npwp}: ${formatNpwp(party.npwp)}`, x, document.y, options)
    if (party.address) document.text(`${words.address}: ${party.address}`, x, document.y, options)
    bottom = Math.max(bottom, document.y)
  })
  document.x = left
  document.y = bottom
  document.moveDown()
}

function table(document: PDFKit.PDFDocument, header: Row, rows: Row[], totals: [string, string][]) {
  const left = document.page.margins.left
  const width = document.page.width - left - document.page.margins.right
  const columns = [width * 0.55, width * 0.15, width * 0.3]
  const line = (cells: Row, isBold = false) => {
    if (document.y > document.page.height - document.page.margins.bottom - 40) document.addPage()
    const top = document.y
    document.font(isBold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9)
    document.text(cells[0], left, top, { width: columns[0]! - 8 })
    const afterFirst = document.y
    document.text(cells[1], left + columns[0]!, top, { width: columns[1]! - 8, align: 'right' })
    document.text(cells[2], left + columns[0]! + columns[1]!, top, { width: columns[2]!, align: 'right' })
    document.y = Math.max(afterFirst, document.y) + 4
  }
  line(header, true)
  for (const row of rows) line(row)
  document.moveDown(0.5)
  for (const [label, value] of totals) line([label, '', value], true)
  document.x = left
}

export function invoicePdf(
  invoice: InvoiceDetail,
  { words, seller, buyer, paymentAccount }: InvoiceDocument,
) {
  return render((document) => {
    heading(document, words.invoiceTitle(invoice.invoice_no))
    parties(document, words, [
      [words.seller, seller],
      [words.buyer, { ...buyer, legalName: invoice.consumer_legal_name }],
    ])
    facts(document, [
      ...(invoice.invoice_no ? ([[words.invoiceNo, invoice.invoice_no]] as Fact[]) : []),
      [words.month, documentPeriodLabel(words, invoice.period)],
      [words.status, words.invoiceStatus[invoice.status]],
      [words.issued, formatDocumentDate(invoice.issued_date)],
      [words.due, formatDocumentDate(invoice.due_date)],
      ...(invoice.paid_date
        ? ([
            [words.paid, `${formatDocumentDate(invoice.paid_date)} (${invoice.payment_reference ?? ''})`],
          ] as Fact[])
        : []),
    ])
    document.moveDown()
    const charges = invoice.lines.filter((line) => line.kind !== 'VAT')
    table(
      document,
      [words.item, words.quantity, words.amount],
      charges.map((line) => [
        `${line.product_name} — ${words.lineKind[line.kind]}${line.provider_legal_name ? ` (${line.provider_legal_name})` : ''}${line.transaction_no ? `, ${line.transaction_no}` : ''}`,
        formatCount(line.quantity),
        formatRupiah(line.amount),
      ]),
      [
        [words.vatBase, formatRupiah(invoice.subtotal)],
        [words.vat(invoice.vat_rate), formatRupiah(invoice.vat)],
        [words.total, formatRupiah(invoice.total)],
      ],
    )
    // An estimate (the running month) has no number to pay against yet.
    if (invoice.invoice_no && invoice.status !== 'PAID') {
      document.moveDown().font('Helvetica-Bold').fontSize(10).text(words.howToPay)
      document
        .font('Helvetica')
        .fontSize(9)
        .text(
          words.payInstruction({
            total: formatRupiah(invoice.total),
            dueDate: formatDocumentDate(invoice.due_date),
            invoiceNo: invoice.invoice_no,
          }),
        )
      facts(document, [
        [words.bank, paymentAccount.bankName],
        [words.accountNumber, paymentAccount.accountNumber],
        [words.accountHolder, paymentAccount.accountHolder],
      ])
    }
    document.moveDown().font('Helvetica').fontSize(8).text(words.footnote)
  })
}

export function settlementPdf(settlement: SettlementDetail, { words, payer, provider }: SettlementDocument) {
  return render((document) => {
    heading(document, words.settlementTitle)
    parties(document, words, [
      [words.payer, payer],
      [words.provider, { ...provider, legalName: settlement.provider_legal_name }],
    ])
    facts(document, [
      [words.month, documentPeriodLabel(words, settlement.period)],
      [words.status, words.settlementStatus[settlement.status]],
      ...(settlement.paid_date
        ? ([
            [
              words.paidOut,
              `${formatDocumentDate(settlement.paid_date)} (${settlement.payment_reference ?? ''})`,
            ],
          ] as Fact[])
        : []),
    ])
    document.moveDown()
    table(
      document,
      [words.consumerAndProduct, words.quantity, words.amount],
      settlement.lines.map((line) => [
        `${line.consumer_legal_name}: ${line.product_name} — ${words.lineKind[line.kind]}${line.transaction_no ? `, ${line.transaction_no}` : ''}`,
        formatCount(line.quantity),
        formatRupiah(line.amount),
      ]),
      [
        [words.gross, formatRupiah(settlement.gross)],
        [words.platformFee(settlement.platform_fee_rate), formatRupiah(-settlement.platform_fee)],
        [words.creditsToConsumers, formatRupiah(-settlement.sla_credits)],
        [words.netPaidOut, formatRupiah(settlement.net)],
      ],
    )
    document.moveDown().font('Helvetica').fontSize(8).text(words.footnote)
  })
}

/**
 * The documents as their recipients get them: the parties from the companies' profiles, the words in
 * the language of the company's owner (who receives the invoice mail; English until chosen), the
 * platform's bank account from the configuration.
 */
export function createBillingDocuments({
  parties,
  paymentAccount,
}: {
  parties: BillingPartiesRepository
  paymentAccount: PaymentAccount
}) {
  const wordsFor = async (tenantId: string) =>
    billingDocumentTexts[(await parties.ownerLanguage(tenantId)) ?? 'en']
  // A platform tenant is created with the first operator; before that the brand stands in.
  const platform = async (): Promise<DocumentParty> =>
    (await parties.platform()) ?? { legalName: 'Lumbung', npwp: null, address: null }
  const company = async (tenantId: string, legalName: string): Promise<DocumentParty> =>
    (await parties.company(tenantId)) ?? { legalName, npwp: null, address: null }

  return {
    async invoice(invoice: InvoiceDetail): Promise<Buffer> {
      const [words, seller, buyer] = await Promise.all([
        wordsFor(invoice.consumer_tenant_id),
        platform(),
        company(invoice.consumer_tenant_id, invoice.consumer_legal_name),
      ])
      return invoicePdf(invoice, { words, seller, buyer, paymentAccount })
    },
    async settlement(settlement: SettlementDetail): Promise<Buffer> {
      const [words, payer, provider] = await Promise.all([
        wordsFor(settlement.provider_tenant_id),
        platform(),
        company(settlement.provider_tenant_id, settlement.provider_legal_name),
      ])
      return settlementPdf(settlement, { words, payer, provider })
    },
  }
}

export type BillingDocuments = ReturnType<typeof createBillingDocuments>
