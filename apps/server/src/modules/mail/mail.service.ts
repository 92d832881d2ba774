import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../../config'
import type { Language } from '@lumbung/contract'
import { eq } from 'drizzle-orm'
import type { Database, Executor } from '../../db/database'
import { users } from '../../db/schema'
import type { FileStorage } from '../../lib/file-storage'
import { PermanentJobError, type Jobs } from '../jobs'
import { createMailOutboxRepository } from './mail-outbox.repository'
import {
  createOutboxTransport,
  createSmtpTransport,
  type MailTransport,
  type RenderedMail,
} from './mail-transport'
import type { Mail, QueuedMail } from './mail.types'
import { findTemplate } from './templates'

export const mailQueue = 'mail'
// About three hours of retries (10 s doubling, capped at an hour) ride out an SMTP outage.
const mailMaxAttempts = 10
const mailConcurrency = 2

export interface MailService extends Mail {
  transport: MailTransport
}

/**
 * Renders a message; throws when the template is unknown or the data does not fit it. It takes any
 * name and data, as a queued job may be older than the templates.
 */
export function renderMail({
  to,
  template: name,
  data,
  attachments,
  replyTo,
  language = 'en',
}: QueuedMail): RenderedMail {
  const template = findTemplate(name)
  if (!template) throw new Error(`Unknown mail template "${name}"`)
  const parsed = template.schema ? template.schema.safeParse(data) : { success: true as const, data }
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Mail template "${name}" got invalid data (${problems.join('; ')})`)
  }
  return {
    to,
    // A line break in data must never become a header break.
    subject: template.subject(parsed.data, language).replace(/[\r\n]+/g, ' '),
    text: template.text(parsed.data, language),
    html: template.html(parsed.data, language),
    ...(attachments?.length ? { attachments } : {}),
    // Checked again here: a queued job's data is not trusted to be what send() let through.
    ...(replyTo !== undefined && isMailAddress(replyTo) ? { replyTo } : {}),
  }
}

/**
 * One bare address and nothing else: no spaces or line breaks, no display name, no second address.
 * Only such a value may go into a header (To, Reply-To).
 */
export const isMailAddress = (value: string) =>
  value.length <= 254 && /^[^\s@<>,;:"()[\]\\]+@[^\s@<>,;:"()[\]\\]+$/.test(value)

export function createMail({
  db,
  config,
  jobs,
  logger,
  files,
  transport = config.smtpUrl
    ? createSmtpTransport({ smtpUrl: config.smtpUrl, from: config.mailFrom, files })
    : createOutboxTransport(createMailOutboxRepository(db)),
}: {
  db: Database
  config: Pick<Config, 'smtpUrl' | 'mailFrom'>
  jobs: Jobs
  logger: FastifyBaseLogger
  /** Where attachments are read from when a message leaves by SMTP. */
  files?: FileStorage | undefined
  transport?: MailTransport
}): MailService {
  const log = logger.child({ component: 'mail' })
  const languageOf = async (address: string, executor: Executor = db): Promise<Language | null> => {
    const [row] = await executor
      .select({ language: users.language })
      .from(users)
      .where(eq(users.email, address.toLowerCase()))
      .limit(1)
    return row?.language ?? null
  }

  jobs.work<QueuedMail>(
    mailQueue,
    async (message, job) => {
      let rendered: RenderedMail
      try {
        rendered = renderMail(message)
      } catch (error) {
        // A template removed or changed since the job was queued: retrying cannot help.
        throw new PermanentJobError((error as Error).message)
      }
      await transport.deliver(rendered)
      log.info({ template: message.template, jobId: job.id, transport: transport.kind }, 'mail sent')
    },
    {
      concurrency: mailConcurrency,
      // The data holds the links (reset, invitation, verification): once delivered, only who and what stay.
      keptPayload: (payload) => {
        const { to, template, attachments } = payload as QueuedMail
        return attachments?.length ? { to, template, attachments } : { to, template }
      },
    },
  )

  return {
    transport,
    async send(message, executor) {
      if (!isMailAddress(message.to)) throw new Error(`Cannot send mail to "${message.to}"`)
      if (message.replyTo !== undefined && !isMailAddress(message.replyTo)) {
        throw new Error(`Cannot reply to "${message.replyTo}"`)
      }
      const { languageOf: fallbackAddress, ...rest } = message
      // The recipient's own choice first, read in the caller's transaction (a user made in it counts).
      const language =
        (await languageOf(message.to, executor)) ??
        (fallbackAddress === undefined ? null : await languageOf(fallbackAddress, executor)) ??
        'en'
      const queued: QueuedMail = { ...rest, language }
      // Rendering now surfaces a caller's mistake in the caller's request, not later in a job.
      renderMail(queued)
      await jobs.enqueue(mailQueue, queued, { executor, maxAttempts: mailMaxAttempts })
    },
  }
}
