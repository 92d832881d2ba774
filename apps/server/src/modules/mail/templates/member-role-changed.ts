import { z } from 'zod'
import { defineMailTemplate } from '../mail-layout'

/** Tells a member that the company's owner changed their role, and what the new role opens. */
export const memberRoleChanged = defineMailTemplate({
  schema: z.object({
    fullName: z.string().min(1),
    ownerName: z.string().min(1),
    companyName: z.string().min(1),
    previousRole: z.string().min(1),
    role: z.string().min(1),
  }),
  subject: ({ companyName, role }) => `Your role at ${companyName} on Lumbung is now ${role}`,
  body: ({ fullName, ownerName, companyName, previousRole, role }) => ({
    heading: `You are now ${role}`,
    greeting: `Hi ${fullName},`,
    paragraphs: [
      `${ownerName}, the owner of ${companyName}, changed your role on Lumbung from ${previousRole} to ${role}.`,
      'The screens you can open follow your new role from your next page on.',
    ],
    notes: ['If you did not expect this change, ask the owner of your company.'],
  }),
})
