import { recommendationAnsweredMail } from '@lumbung/contract'
import { z } from 'zod'
import { defineTranslatedMailTemplate, mailLink } from '../mail-layout'

/** Sent to the consumer who asked when a provider answers its data-need request with a product. */
export const recommendationAnswered = defineTranslatedMailTemplate({
  schema: z.object({
    fullName: z.string().min(1),
    dataNeeded: z.string().min(1),
    providerName: z.string().min(1),
    productName: z.string().min(1),
    message: z.string().min(1),
    link: mailLink(),
  }),
  texts: recommendationAnsweredMail,
  actionUrl: ({ link }) => link,
})
