import { billingDisputeAnsweredMail } from '@lumbung/contract'
import { z } from 'zod'
import { defineTranslatedMailTemplate, mailLink } from '../mail-layout'

/** To the consumer's owner: the provider answered its dispute. */
export const billingDisputeAnswered = defineTranslatedMailTemplate({
  schema: z.object({
    fullName: z.string().min(1),
    providerName: z.string().min(1),
    productName: z.string().min(1),
    invoiceNo: z.string().min(1),
    answer: z.string().min(1),
    link: mailLink(),
  }),
  texts: billingDisputeAnsweredMail,
  actionUrl: ({ link }) => link,
})
