import { z } from 'zod'
import { defineMailTemplate } from '../mail-layout'

export const companyVerificationRejected = defineMailTemplate({
  schema: z.object({
    fullName: z.string().min(1),
    companyName: z.string().min(1),
    reason: z.string().min(1),
  }),
  subject: ({ companyName }) => `The verification of ${companyName} needs another look`,
  body: ({ fullName, companyName, reason }) => ({
    heading: 'Your company verification was not approved',
    greeting: `Hi ${fullName},`,
    paragraphs: [
      `We reviewed the documents of ${companyName} and could not approve its verification yet.`,
      `Reason: ${reason}`,
      'Update the documents in My Account → Company Info and submit them again.',
    ],
  }),
})
