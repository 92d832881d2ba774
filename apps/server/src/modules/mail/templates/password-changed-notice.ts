import { z } from 'zod'
import { defineMailTemplate } from '../mail-layout'

export const passwordChangedNotice = defineMailTemplate({
  schema: z.object({ fullName: z.string().min(1) }),
  subject: () => 'Your Lumbung password was changed',
  body: ({ fullName }) => ({
    heading: 'Your password was changed',
    greeting: `Hi ${fullName},`,
    paragraphs: [
      'The password of your Lumbung account was just changed, and every other session was signed out.',
    ],
    notes: [
      'If you did not make this change, reset your password at once from the sign-in page and contact your company administrator.',
    ],
  }),
})
