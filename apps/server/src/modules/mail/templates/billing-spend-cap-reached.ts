import { billingSpendCapReachedMail } from '@lumbung/contract'
import { z } from 'zod'
import { defineTranslatedMailTemplate, mailLink } from '../mail-layout'

/** To the consumer's owner when a month's spend reaches 80 % or 100 % of a spend cap. */
export const billingSpendCapReached = defineTranslatedMailTemplate({
  schema: z.object({
    fullName: z.string().min(1),
    companyName: z.string().min(1),
    /** A product's name, or null for the whole company's cap or a product whose name is not found. */
    capName: z.string().min(1).nullable(),
    /** A product's cap; the mail says "a product" when its name is not found. */
    isProductCap: z.boolean().optional(),
    threshold: z.union([z.literal(80), z.literal(100)]),
    cap: z.string().min(1),
    spend: z.string().min(1),
    /** `YYYY-MM`, named in the recipient's language. */
    month: z.string().min(1),
    /** What the gateway does at the cap: refuse priced calls, or only warn. */
    policy: z.enum(['refuse', 'warn']),
    link: mailLink(),
  }),
  texts: billingSpendCapReachedMail,
  actionUrl: ({ link }) => link,
})
