import type PDFDocument from 'pdfkit'
import { agreementMessages, formatDate, type AgreementText } from '@lumbung/contract'

// pdfkit (with its fonts) loads with the first document, not with the server, as for invoices.
let pdfkit: Promise<typeof PDFDocument> | undefined

/**
 * The agreement as a PDF, in the invoices' style (billing-documents.ts): pdfkit's built-in Helvetica,
 * A4, the brand line on top, and the version and SHA-256 stated under the title so a printed copy says
 * which text it is.
 */
export async function agreementPdf(agreement: AgreementText, sha256: string): Promise<Buffer> {
  const Document = await (pdfkit ??= import('pdfkit').then((loaded) => loaded.default))
  return new Promise((resolve, reject) => {
    const document = new Document({
      size: 'A4',
      margin: 50,
      info: { Producer: 'Lumbung', Creator: 'Lumbung', Title: `${agreement.title} ${agreement.version}` },
    })
    const chunks: Buffer[] = []
    document.on('data', (chunk: Buffer) => chunks.push(chunk))
    document.on('end', () => resolve(Buffer.concat(chunks)))
    document.on('error', reject)

    document.font('Helvetica-Bold').fontSize(20).text('Lumbung')
    document.moveDown(0.2).font('Helvetica').fontSize(14).text(agreement.title)
    document.moveDown(0.8).fontSize(10)
    const facts: [string, string][] = [
      [agreementMessages.version, agreement.version],
      [agreementMessages.effective, formatDate(`${agreement.effective_date}T00:00:00+07:00`)],
      [agreementMessages.sha256, sha256],
    ]
    for (const [label, value] of facts) {
      document.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value)
    }
    document.moveDown()
    document.font('Helvetica').fontSize(10)
    for (const paragraph of agreement.preamble) document.text(paragraph, { align: 'justify' }).moveDown(0.5)
    for (const section of agreement.sections) {
      document.moveDown(0.5).font('Helvetica-Bold').fontSize(11).text(section.heading).moveDown(0.3)
      document.font('Helvetica').fontSize(10)
      for (const paragraph of section.paragraphs) document.text(paragraph, { align: 'justify' }).moveDown(0.5)
    }
    document.moveDown().fontSize(8).text(`${agreementMessages.sha256Help} ${agreementMessages.pdfNote}`)
    document.end()
  })
}
