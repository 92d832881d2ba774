import { z } from 'zod'
import { defineMailTemplate, mailLink } from '../mail-layout'

/** To the provider's owner: a consumer disputes a charge for one of its products. */
export const billingDisputeOpened = defineMailTemplate({
  schema: z.object({
    fullName: z.string().min(1),
    consumerName: z.string().min(1),
    productName: z.string().min(1),
    invoiceNo: z.string().min(1),
    amount: z.string().min(1),
    reason: z.string().min(1),
    link: mailLink(),
  }),
  subject: ({ productName }) => `A charge for ${productName} is disputed`,
  body: ({ fullName, consumerName, productName, invoiceNo, amount, reason, link }) => ({
    heading: 'A charge is disputed',
    greeting: `Hi ${fullName},`,
    paragraphs: [
      `${consumerName} disputes the ${amount} charge for ${productName} on invoice ${invoiceNo}.`,
      `Their reason: “${reason}”`,
      'Please answer the dispute; an operator then resolves it.',
    ],
    action: { label: 'Answer the dispute', url: link },
  }),
})
