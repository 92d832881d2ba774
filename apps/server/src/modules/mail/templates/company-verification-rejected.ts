import { companyVerificationRejectedMail } from '@lumbung/contract'
import { z } from 'zod'
import { defineTranslatedMailTemplate } from '../mail-layout'

/** To the company's owner and admins: an operator rejected its verification, with the reason. */
export const companyVerificationRejected = defineTranslatedMailTemplate({
  schema: z.object({
    fullName: z.string().min(1),
    companyName: z.string().min(1),
    reason: z.string().min(1),
  }),
  texts: companyVerificationRejectedMail,
})
