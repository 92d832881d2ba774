import { z } from 'zod'
import { defineMailTemplate, mailLink } from '../mail-layout'

/** To the requester: an approved subscription reached the end of its period. */
export const transactionRequestExpired = defineMailTemplate({
  schema: z.object({
    fullName: z.string().min(1),
    transactionNo: z.string().min(1),
    productName: z.string().min(1),
    providerName: z.string().min(1),
    link: mailLink(),
  }),
  subject: ({ productName }) => `Your subscription to ${productName} has ended`,
  body: ({ fullName, transactionNo, productName, providerName, link }) => ({
    heading: 'Your subscription has ended',
    greeting: `Hi ${fullName},`,
    paragraphs: [
      `The subscription period of ${productName} from ${providerName} (${transactionNo}) is over.`,
      'Request the product again from the marketplace to keep using it.',
    ],
    action: { label: 'View the request', url: link },
  }),
})
