import { z } from 'zod'
import { defineMailTemplate, mailLink } from '../mail-layout'

/** To the requester: the provider declined, with its reason. */
export const transactionRequestRejected = defineMailTemplate({
  schema: z.object({
    fullName: z.string().min(1),
    transactionNo: z.string().min(1),
    productName: z.string().min(1),
    providerName: z.string().min(1),
    reason: z.string().min(1),
    link: mailLink(),
  }),
  subject: ({ productName }) => `Your request for ${productName} was rejected`,
  body: ({ fullName, transactionNo, productName, providerName, reason, link }) => ({
    heading: 'Your transaction request was rejected',
    greeting: `Hi ${fullName},`,
    paragraphs: [
      `${providerName} rejected your request for ${productName} (${transactionNo}).`,
      `Reason: ${reason}`,
    ],
    action: { label: 'View the request', url: link },
  }),
})
