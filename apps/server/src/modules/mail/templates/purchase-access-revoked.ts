import { purchaseAccessRevokedMail } from '@lumbung/contract'
import { z } from 'zod'
import { defineTranslatedMailTemplate, mailLink } from '../mail-layout'

/** To the consumer's owner and the requester: the provider revoked a purchase for good, with its reason. */
export const purchaseAccessRevoked = defineTranslatedMailTemplate({
  schema: z.object({
    fullName: z.string().min(1),
    transactionNo: z.string().min(1),
    productName: z.string().min(1),
    providerName: z.string().min(1),
    reason: z.string().min(1),
    link: mailLink(),
  }),
  texts: purchaseAccessRevokedMail,
  actionUrl: ({ link }) => link,
})
