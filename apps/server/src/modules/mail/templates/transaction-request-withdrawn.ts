import { transactionRequestWithdrawnMail } from '@lumbung/contract'
import { z } from 'zod'
import { defineTranslatedMailTemplate, mailLink } from '../mail-layout'

/** To the provider's owner and admins: the consumer took a waiting request back. */
export const transactionRequestWithdrawn = defineTranslatedMailTemplate({
  schema: z.object({
    fullName: z.string().min(1),
    transactionNo: z.string().min(1),
    productName: z.string().min(1),
    consumerName: z.string().min(1),
    link: mailLink(),
  }),
  texts: transactionRequestWithdrawnMail,
  actionUrl: ({ link }) => link,
})
