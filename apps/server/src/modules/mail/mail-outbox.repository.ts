import { desc, eq, lt, sql } from 'drizzle-orm'
import type { Database, Executor } from '../../db/database'
import { mailOutbox, type MailOutboxRow } from '../../db/schema'
import type { MailAttachment } from './mail.types'

export interface OutboxMessage {
  to: string
  subject: string
  text: string
  html: string
  /** A checked address (see isMailAddress), or absent. */
  replyTo?: string | undefined
  attachments?: MailAttachment[] | undefined
}

export function createMailOutboxRepository(db: Database) {
  return {
    async insert(message: OutboxMessage): Promise<void> {
      const { attachments, ...rest } = message
      await db.insert(mailOutbox).values({ ...rest, attachments: attachments?.length ? attachments : null })
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

    /** Deletes what was written more than `days` ago, by the database clock; answers how many. */
    async deleteOlderThan(days: number, executor: Executor = db): Promise<number> {
      const rows = await executor
        .delete(mailOutbox)
        .where(lt(mailOutbox.createdAt, sql`now() - ${days} * interval '1 day'`))
        .returning({ id: mailOutbox.id })
      return rows.length
    },
  }
}

export type MailOutboxRepository = ReturnType<typeof createMailOutboxRepository>
