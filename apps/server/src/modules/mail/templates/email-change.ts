import { emailChangeMail } from '@lumbung/contract'
import { z } from 'zod'
import { defineTranslatedMailTemplate, mailLink } from '../mail-layout'

/** Sent to the new address to confirm it; in the account's language, as the address is no user's yet. */
export const emailChange = defineTranslatedMailTemplate({
  schema: z.object({
    fullName: z.string().min(1),
    link: mailLink(),
    newEmail: z.string().min(1),
  }),
  texts: emailChangeMail,
  actionUrl: ({ link }) => link,
})
