import { transactionRequestUpdatedMail } from '@lumbung/contract'
import { z } from 'zod'
import { defineTranslatedMailTemplate, mailLink, mailTerms, mailTermsSchema } from '../mail-layout'

/** To the requester: the provider proposes new terms, which wait for the requester's acceptance. */
export const transactionRequestUpdated = defineTranslatedMailTemplate({
  schema: z.object({
    fullName: z.string().min(1),
    transactionNo: z.string().min(1),
    productName: z.string().min(1),
    providerName: z.string().min(1),
    terms: mailTerms(),
    /** The terms they replace; a mail queued before carries them written out (`oldPrice` … `newPeriod`). */
    previousTerms: mailTermsSchema.optional(),
    oldPrice: z.string().min(1).optional(),
    newPrice: z.string().min(1).optional(),
    oldQuota: z.string().nullable().optional(),
    newQuota: z.string().nullable().optional(),
    oldPeriod: z.string().nullable().optional(),
    newPeriod: z.string().nullable().optional(),
    note: z.string().nullable(),
    link: mailLink(),
  }),
  texts: transactionRequestUpdatedMail,
  actionUrl: ({ link }) => link,
})
