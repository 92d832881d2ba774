import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { ModuleContext } from '../context'
import type { MailService } from './mail.service'
import { createMailOutboxRepository } from './mail-outbox.repository'
import { devMailboxRoutes } from './mail.routes'
import { createMailboxService } from './mailbox.service'
import { createOutboxRetention } from './outbox-retention'

/** The development mailbox, only while it is switched on, and the outbox's retention. */
export function createMailboxServices({ db, config, jobs }: Pick<ModuleContext, 'db' | 'config' | 'jobs'>) {
  const outbox = createMailOutboxRepository(db)
  return {
    mailbox: config.isDevMailboxOn ? createMailboxService({ outbox, jobs }) : null,
    retention: createOutboxRetention({ jobs, outbox, config }),
  }
}
export type MailboxServices = ReturnType<typeof createMailboxServices>

export const mailModule: FastifyPluginAsyncZod<MailboxServices> = async (app, { mailbox, retention }) => {
  retention.registerPrune()
  if (mailbox) await app.register(devMailboxRoutes, { mailbox })
}

export { createMail, type MailService } from './mail.service'
export { mailStartupNotice } from './mail-startup-notice'
export { outboxPruneQueue } from './outbox-retention'
export type { Mail, MailAttachment, MailMessage } from './mail.types'

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's mail sender (also ModuleContext.mail), for scripts and tests. */
    mail: MailService
  }
}
