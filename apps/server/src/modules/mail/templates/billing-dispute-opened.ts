import { billingDisputeOpenedMail } from '@lumbung/contract'
import { z } from 'zod'
import { defineTranslatedMailTemplate, mailLink } from '../mail-layout'

/** To the provider's owner: a consumer disputes a charge for one of its products. */
export const billingDisputeOpened = defineTranslatedMailTemplate({
  schema: z.object({
    fullName: z.string().min(1),
    consumerName: z.string().min(1),
    productName: z.string().min(1),
    invoiceNo: z.string().min(1),
    amount: z.string().min(1),
    reason: z.string().min(1),
    link: mailLink(),
  }),
  texts: billingDisputeOpenedMail,
  actionUrl: ({ link }) => link,
})
