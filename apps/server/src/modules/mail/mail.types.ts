import type { Executor } from '../../db/database'

/**
 * A message to send. `template` names a file in ./templates; `data` fills it. Sending only enqueues
 * a durable job, so pass the caller's transaction: the mail goes out only if the change commits.
 */
export interface MailMessage {
  to: string
  template: string
  data: Record<string, unknown>
}

export interface Mail {
  send(message: MailMessage, executor?: Executor): Promise<void>
}
