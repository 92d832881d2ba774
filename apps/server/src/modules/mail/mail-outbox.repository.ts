import { desc, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { mailOutbox, type MailOutboxRow } from '../../db/schema'

export interface OutboxMessage {
  to: string
  subject: string
  text: string
  html: string
}

export function createMailOutboxRepository(db: Database) {
  return {
    async insert(message: OutboxMessage): Promise<void> {
      await db.insert(mailOutbox).values(message)
    },

    /** Newest first; addresses match regardless of case. */
    async list({ to, limit }: { to?: string | undefined; limit: number }): Promise<MailOutboxRow[]> {
      return db
        .select()
        .from(mailOutbox)
        .where(to === undefined ? undefined : eq(sql`lower(${mailOutbox.to})`, to.toLowerCase()))
        .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
        .limit(limit)
    },
  }
}

export type MailOutboxRepository = ReturnType<typeof createMailOutboxRepository>
