import { and, desc, eq, lt, sql } from 'drizzle-orm'
import type { Database, Executor } from '../../db/database'
import { jobs, mailOutbox, type MailOutboxRow } from '../../db/schema'
import type { MailAttachment } from './mail.types'

// Serialises "is a prune queued?" across instances starting at once.
const pruneLockKey = 7_318_452_311

export interface OutboxMessage {
  to: string
  subject: string
  text: string
  html: string
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

    /** Whether a prune is already queued; the lock makes two starting instances queue one. */
    async isPruneQueued(queue: string, executor: Executor): Promise<boolean> {
      await executor.execute(sql`select pg_advisory_xact_lock(${pruneLockKey})`)
      const [row] = await executor
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.queue, queue), eq(jobs.status, 'QUEUED')))
        .limit(1)
      return row !== undefined
    },
  }
}

export type MailOutboxRepository = ReturnType<typeof createMailOutboxRepository>
