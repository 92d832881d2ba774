import { billingSettlementCreatedMail } from '@lumbung/contract'
import { z } from 'zod'
import { defineTranslatedMailTemplate, mailLink } from '../mail-layout'

/** To the provider's owner at month close: the month's settlement statement, with the PDF attached. */
export const billingSettlementCreated = defineTranslatedMailTemplate({
  schema: z.object({
    fullName: z.string().min(1),
    companyName: z.string().min(1),
    /** `YYYY-MM`, named in the recipient's language (a month written out in an older job stays as it is). */
    month: z.string().min(1),
    gross: z.string().min(1),
    net: z.string().min(1),
    link: mailLink(),
  }),
  texts: billingSettlementCreatedMail,
  actionUrl: ({ link }) => link,
})
