import { emailVerificationMail } from '@lumbung/contract'
import { z } from 'zod'
import { defineTranslatedMailTemplate, mailLink } from '../mail-layout'

export const emailVerification = defineTranslatedMailTemplate({
  schema: z.object({ fullName: z.string().min(1), link: mailLink() }),
  texts: emailVerificationMail,
  actionUrl: ({ link }) => link,
})
