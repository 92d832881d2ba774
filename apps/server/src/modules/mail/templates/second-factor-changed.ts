import { z } from 'zod'
import { defineMailTemplate } from '../mail-layout'

const named = { 'authenticator app': 'An authenticator app', passkey: 'A passkey' } as const

/** Sent when a second factor (an authenticator app or a passkey) is added to or removed from an account. */
export const secondFactorChanged = defineMailTemplate({
  schema: z.object({
    fullName: z.string().min(1),
    change: z.enum(['added', 'removed']),
    method: z.enum(['authenticator app', 'passkey']),
  }),
  subject: ({ change, method }) =>
    `${named[method]} was ${change} ${change === 'added' ? 'to' : 'from'} your Lumbung account`,
  body: ({ fullName, change, method }) => ({
    heading: `${named[method]} was ${change}`,
    greeting: `Hi ${fullName},`,
    paragraphs: [
      change === 'added'
        ? `${named[method]} was just added to your Lumbung account. Signing in now asks for it after your password.`
        : `${named[method]} was just removed from your Lumbung account.`,
    ],
    notes: [
      'If you did not make this change, reset your password at once from the sign-in page and contact your company administrator.',
    ],
  }),
})
