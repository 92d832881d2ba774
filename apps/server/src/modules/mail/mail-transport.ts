import { buffer } from 'node:stream/consumers'
import type { FileStorage } from '../../lib/file-storage'
import type { MailOutboxRepository, OutboxMessage } from './mail-outbox.repository'

export type RenderedMail = OutboxMessage

/** Where rendered mail goes: the outbox table (embedded default) or an SMTP server. */
export interface MailTransport {
  kind: 'outbox' | 'smtp'
  deliver(message: RenderedMail): Promise<void>
  close(): void
}

export function createOutboxTransport(outbox: MailOutboxRepository): MailTransport {
  return { kind: 'outbox', deliver: (message) => outbox.insert(message), close: () => undefined }
}

/** An attachment's bytes, read from storage only as the message leaves; a missing file fails the send. */
async function attachmentsOf(message: RenderedMail, files: FileStorage | undefined) {
  const attachments = []
  for (const attachment of message.attachments ?? []) {
    const opened = files ? await files.open(attachment.fileKey) : null
    if (!opened) throw new Error(`The attachment ${attachment.filename} is missing from storage`)
    attachments.push({
      filename: attachment.filename,
      contentType: attachment.contentType,
      content: await buffer(opened.stream),
    })
  }
  return attachments
}

export function createSmtpTransport({
  smtpUrl,
  from,
  files,
}: {
  smtpUrl: string
  from: string
  files?: FileStorage | undefined
}): MailTransport {
  // Loaded only when SMTP is configured, so the embedded default never pays for it in memory.
  const transporter = import('nodemailer').then(({ default: nodemailer }) =>
    // Short timeouts let the job fail and retry instead of holding a worker slot for minutes.
    nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 30_000,
      greetingTimeout: 30_000,
      socketTimeout: 60_000,
    }),
  )
  // A failed load surfaces on the first delivery, as a retried job error.
  transporter.catch(() => undefined)
  return {
    kind: 'smtp',
    async deliver(message) {
      await (
        await transporter
      ).sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        attachments: await attachmentsOf(message, files),
      })
    },
    close: () => {
      transporter.then((instance) => instance.close()).catch(() => undefined)
    },
  }
}
