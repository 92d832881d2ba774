import { recommendationStatusChangedMail } from '@lumbung/contract'
import { z } from 'zod'
import { defineTranslatedMailTemplate, mailLink } from '../mail-layout'

/** Sent to the consumer who asked when an operator moves its data-need request. */
export const recommendationStatusChanged = defineTranslatedMailTemplate({
  schema: z.object({
    fullName: z.string().min(1),
    dataNeeded: z.string().min(1),
    /** The status's code ('IN_REVIEW'), named in the recipient's language. */
    status: z.string().min(1),
    note: z.string().nullable(),
    link: mailLink(),
  }),
  texts: recommendationStatusChangedMail,
  actionUrl: ({ link }) => link,
})
