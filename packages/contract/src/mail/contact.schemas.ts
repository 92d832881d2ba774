import { z } from 'zod'
import { rules } from '../common/validation'
import { contactLabels, contactLimits } from './contact.messages'

/**
 * POST /mail/send: a message to the platform's operators. `website` is a honeypot that people never
 * see or fill; a form that fills it is answered as if sent and nothing is sent.
 */
export const contactBody = z.object({
  full_name: rules.between(contactLabels.full_name, 1, contactLimits.fullNameMax),
  email: rules.email(contactLabels.email),
  company_name: rules.max(contactLabels.company_name, contactLimits.companyNameMax).optional(),
  message: rules.between(contactLabels.message, contactLimits.messageMin, contactLimits.messageMax),
  website: z.string().max(500).optional(),
})
export type ContactBody = z.infer<typeof contactBody>
export type ContactInput = z.input<typeof contactBody>
