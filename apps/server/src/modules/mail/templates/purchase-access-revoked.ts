import { z } from 'zod'
import { defineMailTemplate, mailLink } from '../mail-layout'

/** To the consumer's owner and the requester: the provider revoked a purchase for good, with its reason. */
export const purchaseAccessRevoked = defineMailTemplate({
  schema: z.object({
    fullName: z.string().min(1),
    transactionNo: z.string().min(1),
    productName: z.string().min(1),
    providerName: z.string().min(1),
    reason: z.string().min(1),
    link: mailLink(),
  }),
  subject: ({ productName }) => `Access to ${productName} is revoked`,
  body: ({ fullName, transactionNo, productName, providerName, reason, link }) => ({
    heading: 'Access to your purchase is revoked',
    greeting: `Hi ${fullName},`,
    paragraphs: [
      `${providerName} revoked your company's access to ${productName} (${transactionNo}). Calls, downloads and deliveries of it are refused from now on; a revoked purchase is not resumed.`,
      `Reason: ${reason}`,
      `Contact ${providerName} if you have questions about it.`,
    ],
    action: { label: 'View the purchase', url: link },
  }),
})
