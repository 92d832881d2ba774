import { billingDisputeResolvedMail } from '@lumbung/contract'
import { z } from 'zod'
import { defineTranslatedMailTemplate, mailLink } from '../mail-layout'

/** To the consumer's and the provider's owners: an operator resolved a dispute, with or without a credit. */
export const billingDisputeResolved = defineTranslatedMailTemplate({
  schema: z.object({
    fullName: z.string().min(1),
    productName: z.string().min(1),
    invoiceNo: z.string().min(1),
    /** The credit on the next invoice as shown ('Rp 10.000'), or null when there is none. */
    credit: z.string().min(1).nullable().optional(),
    /** "with a credit of Rp 10.000 on the next invoice": English, in a mail queued before `credit`. */
    outcome: z.string().min(1).optional(),
    note: z.string().min(1),
    link: mailLink(),
  }),
  texts: billingDisputeResolvedMail,
  actionUrl: ({ link }) => link,
})
