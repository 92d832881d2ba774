import { z } from 'zod'
import { defineMailTemplate, mailLink } from '../mail-layout'

/** To the provider's owner at month close: the month's settlement statement, with the PDF attached. */
export const billingSettlementCreated = defineMailTemplate({
  schema: z.object({
    fullName: z.string().min(1),
    companyName: z.string().min(1),
    month: z.string().min(1),
    gross: z.string().min(1),
    net: z.string().min(1),
    link: mailLink(),
  }),
  subject: ({ month }) => `Your settlement statement for ${month}`,
  body: ({ fullName, companyName, month, gross, net, link }) => ({
    heading: `Your settlement for ${month}`,
    greeting: `Hi ${fullName},`,
    paragraphs: [
      `${companyName}'s products earned ${gross} in ${month}. After the platform fee, ${net} will be paid out to your bank account.`,
      'The statement is attached as a PDF.',
    ],
    action: { label: 'View the settlement', url: link },
  }),
})
