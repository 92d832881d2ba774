import { transactionRequestTermsAcceptedMail } from '@lumbung/contract'
import { z } from 'zod'
import { defineTranslatedMailTemplate, mailLink, mailTerms } from '../mail-layout'

/** To the provider's owner and admins: the consumer accepted the new terms; approval is open again. */
export const transactionRequestTermsAccepted = defineTranslatedMailTemplate({
  schema: z.object({
    fullName: z.string().min(1),
    transactionNo: z.string().min(1),
    productName: z.string().min(1),
    consumerName: z.string().min(1),
    revisionNo: z.number().int(),
    terms: mailTerms(),
    link: mailLink(),
  }),
  texts: transactionRequestTermsAcceptedMail,
  actionUrl: ({ link }) => link,
})
