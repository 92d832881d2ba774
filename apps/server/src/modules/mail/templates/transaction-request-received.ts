import { transactionRequestReceivedMail } from '@lumbung/contract'
import { z } from 'zod'
import { defineTranslatedMailTemplate, mailLink } from '../mail-layout'

/** To the provider's owner and admins: a consumer asks for one of their products. */
export const transactionRequestReceived = defineTranslatedMailTemplate({
  schema: z.object({
    fullName: z.string().min(1),
    transactionNo: z.string().min(1),
    productName: z.string().min(1),
    consumerName: z.string().min(1),
    requesterName: z.string().min(1),
    purpose: z.string().min(1),
    link: mailLink(),
  }),
  texts: transactionRequestReceivedMail,
  actionUrl: ({ link }) => link,
})
