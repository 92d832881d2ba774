import { z } from 'zod'
import { defineMailTemplate, mailLink } from '../mail-layout'

/** To the consumer's owner at month close: the month's invoice, with the PDF attached. */
export const billingInvoiceIssued = defineMailTemplate({
  schema: z.object({
    fullName: z.string().min(1),
    companyName: z.string().min(1),
    invoiceNo: z.string().min(1),
    month: z.string().min(1),
    total: z.string().min(1),
    dueDate: z.string().min(1),
    link: mailLink(),
  }),
  subject: ({ invoiceNo, month }) => `Invoice ${invoiceNo} for ${month}`,
  body: ({ fullName, companyName, invoiceNo, month, total, dueDate, link }) => ({
    heading: `Your invoice for ${month}`,
    greeting: `Hi ${fullName},`,
    paragraphs: [
      `Invoice ${invoiceNo} for ${companyName}'s purchases and usage in ${month} is issued: ${total}, VAT included.`,
      `Please pay it by ${dueDate} (Asia/Jakarta). The invoice is attached as a PDF.`,
    ],
    action: { label: 'View the invoice', url: link },
  }),
})
