import { z } from 'zod'
import { defineMailTemplate, mailLink } from '../mail-layout'

/** Sent to the new address to confirm it. */
export const emailChange = defineMailTemplate({
  schema: z.object({ fullName: z.string().min(1), link: mailLink(), newEmail: z.string().min(1) }),
  subject: () => 'Confirm your new email address for Lumbung',
  body: ({ fullName, link, newEmail }) => ({
    heading: 'Confirm your new email address',
    greeting: `Hi ${fullName},`,
    paragraphs: [
      `You asked to change the email address of your Lumbung account to ${newEmail}. Confirm it to finish the change.`,
    ],
    action: { label: 'Confirm new email address', url: link },
    notes: [
      'This link works once and expires in 24 hours. Until then you keep signing in with your current address.',
      'If you did not ask for this, you can ignore this message.',
    ],
  }),
})
