import { z } from 'zod'
import { defineMailTemplate, mailLink } from '../mail-layout'

/** To the consumer's owner and the requester: the provider resumed a suspended purchase. */
export const purchaseAccessResumed = defineMailTemplate({
  schema: z.object({
    fullName: z.string().min(1),
    transactionNo: z.string().min(1),
    productName: z.string().min(1),
    providerName: z.string().min(1),
    note: z.string().nullable(),
    link: mailLink(),
  }),
  subject: ({ productName }) => `Access to ${productName} is resumed`,
  body: ({ fullName, transactionNo, productName, providerName, note, link }) => ({
    heading: 'Access to your purchase is resumed',
    greeting: `Hi ${fullName},`,
    paragraphs: [
      `${providerName} resumed your company's access to ${productName} (${transactionNo}). Calls, downloads and deliveries of it work again.`,
      ...(note ? [`Note: ${note}`] : []),
    ],
    action: { label: 'View the purchase', url: link },
  }),
})
