import { secondFactorChangedMail } from '@lumbung/contract'
import { z } from 'zod'
import { defineTranslatedMailTemplate } from '../mail-layout'

/** Sent when a second factor (an authenticator app or a passkey) is added to or removed from an account. */
export const secondFactorChanged = defineTranslatedMailTemplate({
  schema: z.object({
    fullName: z.string().min(1),
    change: z.enum(['added', 'removed']),
    method: z.enum(['authenticator app', 'passkey']),
  }),
  texts: secondFactorChangedMail,
})
