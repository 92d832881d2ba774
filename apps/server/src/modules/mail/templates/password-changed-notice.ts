import { passwordChangedNoticeMail } from '@lumbung/contract'
import { z } from 'zod'
import { defineTranslatedMailTemplate } from '../mail-layout'

/** To the account's address: its password was changed. */
export const passwordChangedNotice = defineTranslatedMailTemplate({
  schema: z.object({
    fullName: z.string().min(1),
  }),
  texts: passwordChangedNoticeMail,
})
