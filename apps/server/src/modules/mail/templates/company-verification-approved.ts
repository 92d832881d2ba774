import { companyVerificationApprovedMail } from '@lumbung/contract'
import { z } from 'zod'
import { defineTranslatedMailTemplate } from '../mail-layout'

/** To the company's owner and admins: an operator approved its verification. */
export const companyVerificationApproved = defineTranslatedMailTemplate({
  schema: z.object({
    fullName: z.string().min(1),
    companyName: z.string().min(1),
  }),
  texts: companyVerificationApprovedMail,
})
