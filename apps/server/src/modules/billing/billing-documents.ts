import type PDFDocument from 'pdfkit'
import {
  formatCount,
  formatDate,
  formatRupiah,
  labelOf,
  type InvoiceDetail,
  type SettlementDetail,
} from '@lumbung/contract'
import { periodLabel } from './billing-period'

/**
 * Invoices and settlement statements as PDF, with pdfkit's built-in Helvetica (no font files to
 * ship). Rendered from the same detail the screens show, so the paper and the screen agree.
 */

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

function heading(document: PDFKit.PDFDocument, title: string, facts: [string, string][]) {
  document.font('Helvetica-Bold').fontSize(20).text('Lumbung', { continued: false })
  document.moveDown(0.2).font('Helvetica').fontSize(14).text(title)
  document.moveDown(0.8).fontSize(10)
  for (const [label, value] of facts) {
    document.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value)
  }
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

export function invoicePdf(invoice: InvoiceDetail): Promise<Buffer> {
  return render((document) => {
    heading(document, `Invoice ${invoice.invoice_no ?? '(estimate)'}`, [
      ['Billed to', invoice.consumer_legal_name],
      ['Month', periodLabel(invoice.period)],
      ['Status', labelOf('invoiceStatus', invoice.status)],
      ['Issued', formatDate(invoice.issued_date)],
      ['Due', formatDate(invoice.due_date)],
      ...(invoice.paid_date
        ? ([['Paid', `${formatDate(invoice.paid_date)} (${invoice.payment_reference ?? ''})`]] as [
            string,
            string,
          ][])
        : []),
    ])
    const charges = invoice.lines.filter((line) => line.kind !== 'VAT')
    table(
      document,
      ['Item', 'Quantity', 'Amount'],
      charges.map((line) => [
        `${line.product_name} — ${labelOf('billingLineKind', line.kind)}${line.provider_legal_name ? ` (${line.provider_legal_name})` : ''}${line.transaction_no ? `, ${line.transaction_no}` : ''}`,
        formatCount(line.quantity),
        formatRupiah(line.amount),
      ]),
      [
        ['Subtotal', formatRupiah(invoice.subtotal)],
        [`VAT (PPN) ${invoice.vat_rate} %`, formatRupiah(invoice.vat)],
        ['Total', formatRupiah(invoice.total)],
      ],
    )
    document
      .moveDown()
      .font('Helvetica')
      .fontSize(8)
      .text('Amounts in Indonesian rupiah. Dates in Asia/Jakarta.')
  })
}

export function settlementPdf(settlement: SettlementDetail): Promise<Buffer> {
  return render((document) => {
    heading(document, 'Settlement statement', [
      ['Provider', settlement.provider_legal_name],
      ['Month', periodLabel(settlement.period)],
      ['Status', labelOf('settlementStatus', settlement.status)],
      ...(settlement.paid_date
        ? ([['Paid out', `${formatDate(settlement.paid_date)} (${settlement.payment_reference ?? ''})`]] as [
            string,
            string,
          ][])
        : []),
    ])
    table(
      document,
      ['Consumer and product', 'Quantity', 'Amount'],
      settlement.lines.map((line) => [
        `${line.consumer_legal_name}: ${line.product_name} — ${labelOf('billingLineKind', line.kind)}${line.transaction_no ? `, ${line.transaction_no}` : ''}`,
        formatCount(line.quantity),
        formatRupiah(line.amount),
      ]),
      [
        ['Gross', formatRupiah(settlement.gross)],
        [`Platform fee ${settlement.platform_fee_rate} %`, formatRupiah(-settlement.platform_fee)],
        ['Credits to consumers', formatRupiah(-settlement.sla_credits)],
        ['Net paid out', formatRupiah(settlement.net)],
      ],
    )
    document
      .moveDown()
      .font('Helvetica')
      .fontSize(8)
      .text('Amounts in Indonesian rupiah. Dates in Asia/Jakarta.')
  })
}
