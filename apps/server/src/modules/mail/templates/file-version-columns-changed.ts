import { fileVersionColumnsChangedMail } from '@lumbung/contract'
import { z } from 'zod'
import { defineTranslatedMailTemplate, mailLink } from '../mail-layout'

/** To a subscriber: a new version of a purchased file changes its columns, which may break what reads it. */
export const fileVersionColumnsChanged = defineTranslatedMailTemplate({
  schema: z.object({
    fullName: z.string().min(1),
    transactionNo: z.string().min(1),
    productName: z.string().min(1),
    versionNo: z.number().int().positive(),
    added: z.array(z.string()),
    removed: z.array(z.string()),
    retyped: z.array(z.string()),
    /** The storage setting auto-delivery sends the version to, or null when it is not on. */
    autoDeliveryTarget: z.string().nullable(),
    link: mailLink(),
  }),
  texts: fileVersionColumnsChangedMail,
  actionUrl: ({ link }) => link,
})
