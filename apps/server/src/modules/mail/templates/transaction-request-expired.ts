import { transactionRequestExpiredMail } from '@lumbung/contract'
import { z } from 'zod'
import { defineTranslatedMailTemplate, mailLink } from '../mail-layout'

/** To the requester: an approved subscription reached the end of its period. */
export const transactionRequestExpired = defineTranslatedMailTemplate({
  schema: z.object({
    fullName: z.string().min(1),
    transactionNo: z.string().min(1),
    productName: z.string().min(1),
    providerName: z.string().min(1),
    link: mailLink(),
  }),
  texts: transactionRequestExpiredMail,
  actionUrl: ({ link }) => link,
})
