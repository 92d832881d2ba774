import { emailChangedNoticeMail } from '@lumbung/contract'
import { z } from 'zod'
import { defineTranslatedMailTemplate } from '../mail-layout'

/** Sent to the old address once the change is done, so a hijacked account does not go unnoticed. */
export const emailChangedNotice = defineTranslatedMailTemplate({
  schema: z.object({
    fullName: z.string().min(1),
    newEmail: z.string().min(1),
  }),
  texts: emailChangedNoticeMail,
})
