import { z } from 'zod'
import { defineMailTemplate, mailLink } from '../mail-layout'

/** To the consumer's owner when a month's spend reaches 80 % or 100 % of a spend cap. */
export const billingSpendCapReached = defineMailTemplate({
  schema: z.object({
    fullName: z.string().min(1),
    companyName: z.string().min(1),
    /** 'the whole company' or a product's name. */
    capName: z.string().min(1),
    threshold: z.union([z.literal(80), z.literal(100)]),
    cap: z.string().min(1),
    spend: z.string().min(1),
    month: z.string().min(1),
    /** What the gateway does at the cap: refuse priced calls, or only warn. */
    policy: z.enum(['refuse', 'warn']),
    link: mailLink(),
  }),
  subject: ({ threshold, capName, month }) =>
    threshold === 100
      ? `Spend cap reached for ${capName} in ${month}`
      : `${threshold} % of the spend cap used for ${capName} in ${month}`,
  body: ({ fullName, companyName, capName, threshold, cap, spend, month, policy, link }) => ({
    heading: threshold === 100 ? 'A spend cap is reached' : `${threshold} % of a spend cap is used`,
    greeting: `Hi ${fullName},`,
    paragraphs: [
      `${companyName}'s spend for ${capName} in ${month} is ${spend} (before VAT), ${threshold} % or more of its cap of ${cap}.`,
      policy === 'refuse'
        ? threshold === 100
          ? 'Your company chose to refuse priced API calls at the cap: calls under it are refused until next month or until the cap is raised.'
          : 'Your company chose to refuse priced API calls at the cap: once it is reached, calls under it are refused until next month or until the cap is raised.'
        : 'Your company chose that the cap only warn: calls are not refused when it is reached.',
    ],
    action: { label: 'Review spend caps', url: link },
  }),
})
