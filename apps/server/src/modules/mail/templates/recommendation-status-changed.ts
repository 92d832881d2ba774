import { z } from 'zod'
import { defineMailTemplate, mailLink } from '../mail-layout'

/** Sent to the consumer who asked when an operator moves its data-need request. */
export const recommendationStatusChanged = defineMailTemplate({
  schema: z.object({
    fullName: z.string().min(1),
    dataNeeded: z.string().min(1),
    status: z.string().min(1),
    note: z.string().nullable(),
    link: mailLink(),
  }),
  subject: ({ status }) => `Your data-need request is now ${status.toLowerCase()}`,
  body: ({ fullName, dataNeeded, status, note, link }) => ({
    heading: `Your data-need request is ${status.toLowerCase()}`,
    greeting: `Hi ${fullName},`,
    paragraphs: [
      `The status of your data-need request changed to ${status}.`,
      `You asked for: ${dataNeeded}`,
      ...(note ? [`Note from the Lumbung team: ${note}`] : []),
    ],
    action: { label: 'See your data-need requests', url: link },
  }),
})
