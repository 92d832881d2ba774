import { z } from 'zod'
import { defineMailTemplate, mailLink } from '../mail-layout'

/** Sent to the consumer who asked when a provider answers its data-need request with a product. */
export const recommendationAnswered = defineMailTemplate({
  schema: z.object({
    fullName: z.string().min(1),
    dataNeeded: z.string().min(1),
    providerName: z.string().min(1),
    productName: z.string().min(1),
    message: z.string().min(1),
    link: mailLink(),
  }),
  subject: ({ providerName }) => `${providerName} answered your data-need request`,
  body: ({ fullName, dataNeeded, providerName, productName, message, link }) => ({
    heading: 'A provider has data for you',
    greeting: `Hi ${fullName},`,
    paragraphs: [
      `${providerName} suggests its product ${productName} for your data-need request.`,
      `You asked for: ${dataNeeded}`,
      `Their message: ${message}`,
    ],
    action: { label: 'View the product', url: link },
  }),
})
