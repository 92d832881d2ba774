import { z } from 'zod'
import { defineMailTemplate } from '../mail-layout'

/** Sent to the operators when a company submits its documents. */
export const companyVerificationSubmitted = defineMailTemplate({
  schema: z.object({ companyName: z.string().min(1) }),
  subject: ({ companyName }) => `${companyName} submitted company documents for review`,
  body: ({ companyName }) => ({
    heading: 'A company is waiting for verification',
    paragraphs: [
      `${companyName} submitted its company registration documents.`,
      'Review them in the operator console under Tenants, then approve or reject the verification.',
    ],
  }),
})
