import { purchaseAccessSuspendedMail } from '@lumbung/contract'
import { z } from 'zod'
import { defineTranslatedMailTemplate, mailLink } from '../mail-layout'

/** To the consumer's owner and the requester: the provider suspended a purchase, with its reason. */
export const purchaseAccessSuspended = defineTranslatedMailTemplate({
  schema: z.object({
    fullName: z.string().min(1),
    transactionNo: z.string().min(1),
    productName: z.string().min(1),
    providerName: z.string().min(1),
    reason: z.string().min(1),
    link: mailLink(),
  }),
  texts: purchaseAccessSuspendedMail,
  actionUrl: ({ link }) => link,
})
