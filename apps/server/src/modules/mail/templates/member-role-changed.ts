import { memberRoleChangedMail } from '@lumbung/contract'
import { z } from 'zod'
import { defineTranslatedMailTemplate } from '../mail-layout'

/** Tells a member that the company's owner changed their role, and what the new role opens. */
export const memberRoleChanged = defineTranslatedMailTemplate({
  schema: z.object({
    fullName: z.string().min(1),
    ownerName: z.string().min(1),
    companyName: z.string().min(1),
    /** Roles by their code ('admin'), named in the recipient's language. */
    previousRole: z.string().min(1),
    role: z.string().min(1),
  }),
  texts: memberRoleChangedMail,
})
