import { z } from 'zod'
import { defineMailTemplate, mailLink } from '../mail-layout'

/** To the provider's owner and admins: a consumer asks for one of their products. */
export const transactionRequestReceived = defineMailTemplate({
  schema: z.object({
    fullName: z.string().min(1),
    transactionNo: z.string().min(1),
    productName: z.string().min(1),
    consumerName: z.string().min(1),
    requesterName: z.string().min(1),
    purpose: z.string().min(1),
    link: mailLink(),
  }),
  subject: ({ consumerName, productName }) => `${consumerName} requests ${productName}`,
  body: ({ fullName, transactionNo, productName, consumerName, requesterName, purpose, link }) => ({
    heading: 'A new transaction request is waiting',
    greeting: `Hi ${fullName},`,
    paragraphs: [
      `${requesterName} of ${consumerName} requests ${productName} (${transactionNo}).`,
      `Purpose of usage: ${purpose}`,
      'Approve it, reject it with a reason, or send new terms from Request Approval.',
    ],
    action: { label: 'Review the request', url: link },
  }),
})
