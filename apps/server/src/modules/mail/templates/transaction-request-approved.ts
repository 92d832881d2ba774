import { z } from 'zod'
import { defineMailTemplate, mailLink } from '../mail-layout'

/** To the requester: the provider approved; the product is now among the purchased data. */
export const transactionRequestApproved = defineMailTemplate({
  schema: z.object({
    fullName: z.string().min(1),
    transactionNo: z.string().min(1),
    productName: z.string().min(1),
    providerName: z.string().min(1),
    periodEnd: z.string().nullable(),
    link: mailLink(),
  }),
  subject: ({ productName }) => `Your request for ${productName} was approved`,
  body: ({ fullName, transactionNo, productName, providerName, periodEnd, link }) => ({
    heading: 'Your transaction request was approved',
    greeting: `Hi ${fullName},`,
    paragraphs: [
      `${providerName} approved your request for ${productName} (${transactionNo}).`,
      ...(periodEnd ? [`Your subscription runs until ${periodEnd} (Asia/Jakarta time).`] : []),
      'You find it under Purchased Data.',
    ],
    action: { label: 'View the request', url: link },
  }),
})
