import { z } from 'zod'
import { defineMailTemplate, mailLink } from '../mail-layout'

/** To the provider's owner and admins: the consumer accepted the new terms; approval is open again. */
export const transactionRequestTermsAccepted = defineMailTemplate({
  schema: z.object({
    fullName: z.string().min(1),
    transactionNo: z.string().min(1),
    productName: z.string().min(1),
    consumerName: z.string().min(1),
    revisionNo: z.number().int(),
    terms: z.string().min(1),
    link: mailLink(),
  }),
  subject: ({ transactionNo }) => `The new terms of request ${transactionNo} were accepted`,
  body: ({ fullName, transactionNo, productName, consumerName, revisionNo, terms, link }) => ({
    heading: 'The consumer accepted your new terms',
    greeting: `Hi ${fullName},`,
    paragraphs: [
      `${consumerName} accepted revision ${revisionNo} of the terms of its request for ${productName} (${transactionNo}).`,
      `Accepted terms: ${terms}`,
      'You may now approve the request; the purchase will be bound to these terms.',
    ],
    action: { label: 'View the request', url: link },
  }),
})
