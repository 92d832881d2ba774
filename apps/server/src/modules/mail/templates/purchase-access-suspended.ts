import { z } from 'zod'
import { defineMailTemplate, mailLink } from '../mail-layout'

/** To the consumer's owner and the requester: the provider suspended a purchase, with its reason. */
export const purchaseAccessSuspended = defineMailTemplate({
  schema: z.object({
    fullName: z.string().min(1),
    transactionNo: z.string().min(1),
    productName: z.string().min(1),
    providerName: z.string().min(1),
    reason: z.string().min(1),
    link: mailLink(),
  }),
  subject: ({ productName }) => `Access to ${productName} is suspended`,
  body: ({ fullName, transactionNo, productName, providerName, reason, link }) => ({
    heading: 'Access to your purchase is suspended',
    greeting: `Hi ${fullName},`,
    paragraphs: [
      `${providerName} suspended your company's access to ${productName} (${transactionNo}). Calls, downloads and deliveries of it are refused until the provider resumes it.`,
      `Reason: ${reason}`,
      `Contact ${providerName} if you have questions about it.`,
    ],
    action: { label: 'View the purchase', url: link },
  }),
})
