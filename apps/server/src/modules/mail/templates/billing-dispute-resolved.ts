import { z } from 'zod'
import { defineMailTemplate, mailLink } from '../mail-layout'

/** To the consumer's and the provider's owners: an operator resolved a dispute, with or without a credit. */
export const billingDisputeResolved = defineMailTemplate({
  schema: z.object({
    fullName: z.string().min(1),
    productName: z.string().min(1),
    invoiceNo: z.string().min(1),
    /** "credited with Rp 10.000 on the next invoice" or "without a credit". */
    outcome: z.string().min(1),
    note: z.string().min(1),
    link: mailLink(),
  }),
  subject: ({ productName }) => `The dispute about ${productName} is resolved`,
  body: ({ fullName, productName, invoiceNo, outcome, note, link }) => ({
    heading: 'A dispute is resolved',
    greeting: `Hi ${fullName},`,
    paragraphs: [
      `The dispute about ${productName} on invoice ${invoiceNo} was resolved ${outcome}.`,
      `The operator's note: “${note}”`,
    ],
    action: { label: 'View the dispute', url: link },
  }),
})
