import { invitationMail } from '@lumbung/contract'
import { z } from 'zod'
import { defineTranslatedMailTemplate, mailLink } from '../mail-layout'

/** Goes out in the inviter's language: the invited address has chosen none yet. */
export const invitation = defineTranslatedMailTemplate({
  schema: z.object({
    fullName: z.string().min(1),
    inviterName: z.string().min(1),
    companyName: z.string().min(1),
    role: z.string().min(1),
    link: mailLink(),
  }),
  texts: invitationMail,
  actionUrl: ({ link }) => link,
})
