import { z } from 'zod'
import { defineMailTemplate, mailLink } from '../mail-layout'

/** To the requester: the provider proposes new terms; the request keeps waiting. */
export const transactionRequestUpdated = defineMailTemplate({
  schema: z.object({
    fullName: z.string().min(1),
    transactionNo: z.string().min(1),
    productName: z.string().min(1),
    providerName: z.string().min(1),
    terms: z.string().min(1),
    note: z.string().nullable(),
    link: mailLink(),
  }),
  subject: ({ productName }) => `New terms for your request for ${productName}`,
  body: ({ fullName, transactionNo, productName, providerName, terms, note, link }) => ({
    heading: 'The provider proposes new terms',
    greeting: `Hi ${fullName},`,
    paragraphs: [
      `${providerName} changed the terms of your request for ${productName} (${transactionNo}).`,
      `New terms: ${terms}`,
      ...(note ? [`Note: ${note}`] : []),
      'The request is still waiting for approval; you may withdraw it if the terms do not suit you.',
    ],
    action: { label: 'View the request', url: link },
  }),
})
