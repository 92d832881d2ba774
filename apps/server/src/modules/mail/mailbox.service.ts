import type { Jobs } from '../jobs'
import type { MailOutboxRepository } from './mail-outbox.repository'
import { mailQueue } from './mail.service'

export function createMailboxService({ outbox, jobs }: { outbox: MailOutboxRepository; jobs: Jobs }) {
  return {
    async list({ to, limit }: { to?: string | undefined; limit: number }) {
      // Delivering what is due first shows a message as soon as the request that sent it has answered,
      // instead of after the next poll.
      await jobs.drain([mailQueue])
      const rows = await outbox.list({ to, limit })
      const data = rows.map((row) => ({
        id: row.id,
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html,
        reply_to: row.replyTo,
        attachments: (row.attachments ?? []).map((attachment) => ({
          filename: attachment.filename,
          content_type: attachment.contentType,
        })),
        created_at: row.createdAt.toISOString(),
      }))
      return { data, total_data: data.length }
    },
  }
}

export type MailboxService = ReturnType<typeof createMailboxService>
