import { purchaseAccessResumedMail } from '@lumbung/contract'
import { z } from 'zod'
import { defineTranslatedMailTemplate, mailLink } from '../mail-layout'

/** To the consumer's owner and the requester: the provider resumed a suspended purchase. */
export const purchaseAccessResumed = defineTranslatedMailTemplate({
  schema: z.object({
    fullName: z.string().min(1),
    transactionNo: z.string().min(1),
    productName: z.string().min(1),
    providerName: z.string().min(1),
    note: z.string().nullable(),
    link: mailLink(),
  }),
  texts: purchaseAccessResumedMail,
  actionUrl: ({ link }) => link,
})
