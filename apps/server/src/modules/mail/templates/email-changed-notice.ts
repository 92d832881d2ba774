import { z } from 'zod'
import { defineMailTemplate } from '../mail-layout'

/** Sent to the old address once the change is done, so a hijacked account does not go unnoticed. */
export const emailChangedNotice = defineMailTemplate({
  schema: z.object({ fullName: z.string().min(1), newEmail: z.string().min(1) }),
  subject: () => 'The email address of your Lumbung account was changed',
  body: ({ fullName, newEmail }) => ({
    heading: 'Your email address was changed',
    greeting: `Hi ${fullName},`,
    paragraphs: [
      `The email address of your Lumbung account is now ${newEmail}. From now on, sign in with that address; messages go there too.`,
    ],
    notes: [
      'If you did not make this change, contact your company administrator or the Lumbung team at once.',
    ],
  }),
})
