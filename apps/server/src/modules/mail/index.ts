import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { ModuleContext } from '../context'
import type { MailService } from './mail.service'
import { createContactRepository } from './contact.repository'
import { contactRoutes } from './contact.routes'
import { createContactService } from './contact.service'
import { createMailOutboxRepository } from './mail-outbox.repository'
import { devMailboxRoutes } from './mail.routes'
import { createMailboxService } from './mailbox.service'
import { createOutboxRetention } from './outbox-retention'

/** The development mailbox, only while it is switched on, the outbox's retention, and the contact form. */
export function createMailboxServices({
  db,
  config,
  jobs,
  mail,
  logger,
}: Pick<ModuleContext, 'db' | 'config' | 'jobs' | 'mail' | 'logger'>) {
  const outbox = createMailOutboxRepository(db)
  return {
    mailbox: config.isDevMailboxOn ? createMailboxService({ outbox, jobs }) : null,
    retention: createOutboxRetention({ jobs, outbox, config }),
    contact: createContactService({ db, mail, contacts: createContactRepository(db), logger }),
  }
}
export type MailboxServices = ReturnType<typeof createMailboxServices>

export const mailModule: FastifyPluginAsyncZod<MailboxServices> = async (
  app,
  { mailbox, retention, contact },
) => {
  retention.registerPrune()
  await app.register(contactRoutes, { contact })
  if (mailbox) await app.register(devMailboxRoutes, { mailbox })
}

export { createMail, isMailAddress, mailQueue, type MailService } from './mail.service'
export { mailStartupNotice } from './mail-startup-notice'
export { outboxPruneQueue } from './outbox-retention'
export type { Mail, MailAttachment, MailMessage } from './mail.types'

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's mail sender (also ModuleContext.mail), for scripts and tests. */
    mail: MailService
  }
}
