import { z } from 'zod'
import { defineMailTemplate, mailLink } from '../mail-layout'

export const invitation = defineMailTemplate({
  schema: z.object({
    fullName: z.string().min(1),
    inviterName: z.string().min(1),
    companyName: z.string().min(1),
    role: z.string().min(1),
    link: mailLink(),
  }),
  subject: ({ companyName }) => `You are invited to join ${companyName} on Lumbung`,
  body: ({ fullName, inviterName, companyName, role, link }) => ({
    heading: `Join ${companyName} on Lumbung`,
    greeting: `Hi ${fullName},`,
    paragraphs: [
      `${inviterName} invited you to join ${companyName} on Lumbung as ${role}.`,
      'Set your password to activate your account.',
    ],
    action: { label: 'Accept invitation', url: link },
    notes: [
      'This invitation expires in 7 days.',
      'If you were not expecting it, you can ignore this message.',
    ],
  }),
})
