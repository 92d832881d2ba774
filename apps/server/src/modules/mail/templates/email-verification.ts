import { z } from 'zod'
import { defineMailTemplate, mailLink } from '../mail-layout'

export const emailVerification = defineMailTemplate({
  schema: z.object({ fullName: z.string().min(1), link: mailLink() }),
  subject: () => 'Verify your email address for Lumbung',
  body: ({ fullName, link }) => ({
    heading: 'Verify your email address',
    greeting: `Hi ${fullName},`,
    paragraphs: [
      'Thank you for signing up for Lumbung. Confirm that this is your email address to activate your account.',
    ],
    action: { label: 'Verify email address', url: link },
    notes: [
      'This link works once and expires in 24 hours.',
      'If you did not sign up for Lumbung, you can ignore this message.',
    ],
  }),
})
