import type { Language } from '@lumbung/contract'
import type { Executor } from '../../db/database'
import type { MailData, MailTemplateName } from './templates'

/**
 * A message to send: `template` names one of ./templates and `data` is what that template's schema
 * takes, so a wrong name or a missing field is a compile error at the call site. Sending only enqueues
 * a durable job, so pass the caller's transaction: the mail goes out only if the change commits.
 */
export type MailMessage = {
  [Name in MailTemplateName]: {
    to: string
    template: Name
    data: MailData<Name>
    attachments?: MailAttachment[] | undefined
    /** Where a reply goes: only an address that passes isMailAddress, never text as a sender typed it. */
    replyTo?: string | undefined
    /**
     * Whose language the mail takes when the recipient has none (not a user yet, or no choice made):
     * an invitation goes out in the inviter's. The recipient's own `users.language` comes first;
     * English when neither is known.
     */
    languageOf?: string | undefined
  }
}[MailTemplateName]

/**
 * A file sent with a message, by its key in the platform's file storage: the queued job and the outbox
 * keep the key and the name, never the bytes; the SMTP transport reads the file when it sends.
 */
export interface MailAttachment {
  filename: string
  fileKey: string
  contentType: string
}

/**
 * A message as a queued job holds it. A job may outlive the template it names (renamed, removed or
 * given other fields since), so its name and data are checked again when it is rendered.
 */
export interface QueuedMail {
  to: string
  template: string
  data: Record<string, unknown>
  attachments?: MailAttachment[] | undefined
  replyTo?: string | undefined
  /** Worked out when the message was sent; absent in jobs queued before mail spoke two languages. */
  language?: Language | undefined
}

export interface Mail {
  send(message: MailMessage, executor?: Executor): Promise<void>
}
