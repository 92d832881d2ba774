import { transactionRequestApprovedMail } from '@lumbung/contract'
import { z } from 'zod'
import { defineTranslatedMailTemplate, mailLink } from '../mail-layout'

/** To the requester: the provider approved at the agreed price; the purchase is among the purchased data. */
export const transactionRequestApproved = defineTranslatedMailTemplate({
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
  texts: transactionRequestApprovedMail,
  actionUrl: ({ link }) => link,
})
