import { z } from 'zod'
import { defineMailTemplate, mailLink } from '../mail-layout'

/** To the provider's owner and admins: the consumer took a waiting request back. */
export const transactionRequestWithdrawn = defineMailTemplate({
  schema: z.object({
    fullName: z.string().min(1),
    transactionNo: z.string().min(1),
    productName: z.string().min(1),
    consumerName: z.string().min(1),
    link: mailLink(),
  }),
  subject: ({ transactionNo }) => `Request ${transactionNo} was withdrawn`,
  body: ({ fullName, transactionNo, productName, consumerName, link }) => ({
    heading: 'A transaction request was withdrawn',
    greeting: `Hi ${fullName},`,
    paragraphs: [
      `${consumerName} withdrew its request for ${productName} (${transactionNo}).`,
      'Nothing more is needed from you.',
    ],
    action: { label: 'View the request', url: link },
  }),
})
