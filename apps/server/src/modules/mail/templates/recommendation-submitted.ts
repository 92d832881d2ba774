import { recommendationSubmittedMail } from '@lumbung/contract'
import { z } from 'zod'
import { defineTranslatedMailTemplate, mailLink } from '../mail-layout'

/** Sent to every operator when a consumer sends a data-need request. */
export const recommendationSubmitted = defineTranslatedMailTemplate({
  schema: z.object({
    fullName: z.string().min(1),
    companyName: z.string().min(1),
    dataNeeded: z.string().min(1),
    link: mailLink(),
  }),
  texts: recommendationSubmittedMail,
  actionUrl: ({ link }) => link,
})
