import { z } from 'zod'
import { defineMailTemplate, mailLink } from '../mail-layout'

/** To the requester: the provider proposes new terms, which wait for the requester's acceptance. */
export const transactionRequestUpdated = defineMailTemplate({
  schema: z.object({
    fullName: z.string().min(1),
    transactionNo: z.string().min(1),
    productName: z.string().min(1),
    providerName: z.string().min(1),
    terms: z.string().min(1),
    /** The price, monthly quota and period before and after; quota and period null where the model has none. */
    oldPrice: z.string().min(1),
    newPrice: z.string().min(1),
    oldQuota: z.string().nullable(),
    newQuota: z.string().nullable(),
    oldPeriod: z.string().nullable(),
    newPeriod: z.string().nullable(),
    note: z.string().nullable(),
    link: mailLink(),
  }),
  subject: ({ productName }) => `New terms for your request for ${productName}`,
  body: (data) => ({
    heading: 'The provider proposes new terms',
    greeting: `Hi ${data.fullName},`,
    paragraphs: [
      `${data.providerName} changed the terms of your request for ${data.productName} (${data.transactionNo}).`,
      `Price: ${data.oldPrice} before, ${data.newPrice} now.`,
      ...(data.oldQuota !== null || data.newQuota !== null
        ? [`Monthly quota: ${data.oldQuota ?? 'none'} before, ${data.newQuota ?? 'none'} now.`]
        : []),
      ...(data.oldPeriod !== null || data.newPeriod !== null
        ? [`Period: ${data.oldPeriod ?? 'none'} before, ${data.newPeriod ?? 'none'} now.`]
        : []),
      `New terms: ${data.terms}`,
      ...(data.note ? [`Note: ${data.note}`] : []),
      'The provider can approve the request only after you accept these terms. Open the request to accept them, or withdraw it if they do not suit you.',
    ],
    action: { label: 'Review the new terms', url: data.link },
  }),
})
