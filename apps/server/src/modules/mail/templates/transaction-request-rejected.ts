import { transactionRequestRejectedMail } from '@lumbung/contract'
import { z } from 'zod'
import { defineTranslatedMailTemplate, mailLink } from '../mail-layout'

/** To the requester: the provider declined, with its reason. */
export const transactionRequestRejected = defineTranslatedMailTemplate({
  schema: z.object({
    fullName: z.string().min(1),
    transactionNo: z.string().min(1),
    productName: z.string().min(1),
    providerName: z.string().min(1),
    reason: z.string().min(1),
    link: mailLink(),
  }),
  texts: transactionRequestRejectedMail,
  actionUrl: ({ link }) => link,
})
