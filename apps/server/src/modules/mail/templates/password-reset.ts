import { z } from 'zod'
import { defineMailTemplate, mailLink } from '../mail-layout'

export const passwordReset = defineMailTemplate({
  schema: z.object({ fullName: z.string().min(1), link: mailLink() }),
  subject: () => 'Reset your Lumbung password',
  body: ({ fullName, link }) => ({
    heading: 'Reset your password',
    greeting: `Hi ${fullName},`,
    paragraphs: [
      'We received a request to reset the password of your Lumbung account. Choose a new password with the link below.',
    ],
    action: { label: 'Reset password', url: link },
    notes: [
      'This link works once and expires in 1 hour. Resetting your password signs you out everywhere.',
      'If you did not ask for this, you can ignore this message: your password stays the same.',
    ],
  }),
})
