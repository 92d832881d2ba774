import { passwordResetMail } from '@lumbung/contract'
import { z } from 'zod'
import { defineTranslatedMailTemplate, mailLink } from '../mail-layout'

/** The link to choose a new password. */
export const passwordReset = defineTranslatedMailTemplate({
  schema: z.object({
    fullName: z.string().min(1),
    link: mailLink(),
  }),
  texts: passwordResetMail,
  actionUrl: ({ link }) => link,
})
