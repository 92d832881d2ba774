import { z } from 'zod'
import { defineMailTemplate, mailLink } from '../mail-layout'

/** Sent to every operator when a consumer sends a data-need request. */
export const recommendationSubmitted = defineMailTemplate({
  schema: z.object({
    fullName: z.string().min(1),
    companyName: z.string().min(1),
    dataNeeded: z.string().min(1),
    link: mailLink(),
  }),
  subject: ({ companyName }) => `New data-need request from ${companyName}`,
  body: ({ fullName, companyName, dataNeeded, link }) => ({
    heading: 'A consumer is looking for data',
    greeting: `Hi ${fullName},`,
    paragraphs: [`${companyName} sent a data-need request:`, dataNeeded],
    action: { label: 'Triage the request', url: link },
    notes: ['Providers see it on their board while it is open or in review.'],
  }),
})
