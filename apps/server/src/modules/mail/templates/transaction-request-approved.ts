import { transactionRequestApprovedMail } from '@lumbung/contract'
import { z } from 'zod'
import { defineTranslatedMailTemplate, mailLink, mailPrice } from '../mail-layout'

/** To the requester: the provider approved at the agreed price; the purchase is among the purchased data. */
export const transactionRequestApproved = defineTranslatedMailTemplate({
  schema: z.object({
    fullName: z.string().min(1),
    transactionNo: z.string().min(1),
    productName: z.string().min(1),
    providerName: z.string().min(1),
    /** The agreed price with its unit, as bound to the purchase, written in the recipient's language. */
    price: mailPrice(),
    /** The subscription's last day on the Jakarta calendar, `YYYY-MM-DD`. */
    periodEnd: z.string().nullable(),
    /** The purchase (the consumer's purchased-data detail). */
    link: mailLink(),
    /** The request detail, kept for its history. */
    requestLink: mailLink(),
  }),
  texts: transactionRequestApprovedMail,
  actionUrl: ({ link }) => link,
})
