import { z } from 'zod'
import { defineMailTemplate, mailLink } from '../mail-layout'

/** To the requester: the provider approved at the agreed price; the purchase is among the purchased data. */
export const transactionRequestApproved = defineMailTemplate({
  schema: z.object({
    fullName: z.string().min(1),
    transactionNo: z.string().min(1),
    productName: z.string().min(1),
    providerName: z.string().min(1),
    /** The agreed price with its unit, as bound to the purchase: "Rp 2.500.000 per month". */
    price: z.string().min(1),
    periodEnd: z.string().nullable(),
    /** The purchase (the consumer's purchased-data detail). */
    link: mailLink(),
    /** The request detail, kept for its history. */
    requestLink: mailLink(),
  }),
  subject: ({ productName }) => `Your request for ${productName} was approved`,
  body: ({ fullName, transactionNo, productName, providerName, price, periodEnd, link, requestLink }) => ({
    heading: 'Your transaction request was approved',
    greeting: `Hi ${fullName},`,
    paragraphs: [
      `${providerName} approved your request for ${productName} (${transactionNo}).`,
      `Agreed price: ${price}`,
      ...(periodEnd ? [`Your subscription runs until ${periodEnd} (Asia/Jakarta time).`] : []),
      'You find it under Purchased Data.',
      `The request and its history stay at ${requestLink}`,
    ],
    action: { label: 'Open the purchase', url: link },
  }),
})
