import { contactMessageMail } from '@lumbung/contract'
import { z } from 'zod'
import { defineTranslatedMailTemplate } from '../mail-layout'

/**
 * Sent to every operator when someone writes through the contact form. The subject is fixed: nothing
 * the sender typed goes into a header, its address included (no Reply-To), only into the escaped body.
 */
export const contactMessage = defineTranslatedMailTemplate({
  schema: z.object({
    operatorName: z.string().min(1),
    senderName: z.string().min(1),
    senderEmail: z.string().min(1),
    companyName: z.string().nullable(),
    message: z.string().min(1),
    /** Who wrote, when signed in (as text in a mail queued before). */
    account: z
      .union([z.string(), z.object({ fullName: z.string(), legalName: z.string(), email: z.string() })])
      .nullable(),
  }),
  texts: contactMessageMail,
})
