import { z } from 'zod'

/** One message of the development mailbox (the outbox transport's table). */
export const mailboxMessage = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  /** Set only on a contact-form message: the sender's checked address. */
  reply_to: z.string().nullable(),
  /** What the message carries attached, by name and type (never the bytes). */
  attachments: z.array(z.object({ filename: z.string(), content_type: z.string() })),
  created_at: z.string(),
})
export type MailboxMessage = z.infer<typeof mailboxMessage>

export const mailboxLimit = 50

export const mailboxQuery = z.object({
  /** Only messages to this address (any case); without it, every message. */
  to: z
    .string()
    .trim()
    .max(320)
    .optional()
    .transform((value) => (value === '' ? undefined : value)),
})
export type MailboxQuery = z.input<typeof mailboxQuery>
