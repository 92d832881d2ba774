import { z } from 'zod'
import { defineMailTemplate, mailLink } from '../mail-layout'

/** To the consumer's owner: the provider answered its dispute. */
export const billingDisputeAnswered = defineMailTemplate({
  schema: z.object({
    fullName: z.string().min(1),
    providerName: z.string().min(1),
    productName: z.string().min(1),
    invoiceNo: z.string().min(1),
    answer: z.string().min(1),
    link: mailLink(),
  }),
  subject: ({ productName }) => `The provider answered your dispute about ${productName}`,
  body: ({ fullName, providerName, productName, invoiceNo, answer, link }) => ({
    heading: 'Your dispute was answered',
    greeting: `Hi ${fullName},`,
    paragraphs: [
      `${providerName} answered your dispute about ${productName} on invoice ${invoiceNo}:`,
      `“${answer}”`,
      'An operator will now resolve the dispute.',
    ],
    action: { label: 'View the dispute', url: link },
  }),
})
