import { companyVerificationSubmittedMail } from '@lumbung/contract'
import { z } from 'zod'
import { defineTranslatedMailTemplate } from '../mail-layout'

/** Sent to the operators when a company submits its documents. */
export const companyVerificationSubmitted = defineTranslatedMailTemplate({
  schema: z.object({
    companyName: z.string().min(1),
  }),
  texts: companyVerificationSubmittedMail,
})
