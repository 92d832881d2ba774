import { sql } from 'drizzle-orm'
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { createdAt } from './foundation'

/** Messages kept by the embedded outbox transport, read by the development mailbox. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** A checked address only (the contact form's sender); never text taken as it came. */
    replyTo: text('reply_to'),
    /** The attached files by storage key and name, never their bytes. */
    attachments: jsonb('attachments').$type<{ filename: string; fileKey: string; contentType: string }[]>(),
    createdAt: createdAt(),
  },
  (table) => [
    index('mail_outbox_created_at_index').on(table.createdAt),
    // The mailbox matches addresses regardless of case.
    index('mail_outbox_to_index').on(sql`lower(${table.to})`, table.createdAt),
  ],
)

export type MailOutboxRow = typeof mailOutbox.$inferSelect
