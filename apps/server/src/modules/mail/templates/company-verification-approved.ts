import { z } from 'zod'
import { defineMailTemplate } from '../mail-layout'

export const companyVerificationApproved = defineMailTemplate({
  schema: z.object({ fullName: z.string().min(1), companyName: z.string().min(1) }),
  subject: ({ companyName }) => `${companyName} is verified on Lumbung`,
  body: ({ fullName, companyName }) => ({
    heading: 'Your company is verified',
    greeting: `Hi ${fullName},`,
    paragraphs: [
      `Good news: we reviewed the documents of ${companyName} and approved its verification.`,
      'Every feature of Lumbung is now open to your company, including subscribing as a data provider.',
    ],
  }),
})
