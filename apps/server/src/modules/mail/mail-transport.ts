import nodemailer from 'nodemailer'
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

export function createSmtpTransport({ smtpUrl, from }: { smtpUrl: string; from: string }): MailTransport {
  // A short connection timeout lets the job fail and retry instead of holding a worker slot for minutes.
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  })
  return {
    kind: 'smtp',
    async deliver(message) {
      await transporter.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      })
    },
    close: () => transporter.close(),
  }
}
