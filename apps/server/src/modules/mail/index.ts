import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { ModuleContext } from '../context'
import type { MailService } from './mail.service'
import { createMailOutboxRepository } from './mail-outbox.repository'
import { devMailboxRoutes } from './mail.routes'
import { createMailboxService } from './mailbox.service'

export const mailModule: FastifyPluginAsyncZod<ModuleContext> = async (app, { db, config, jobs }) => {
  if (!config.isDevMailboxOn) return
  const mailbox = createMailboxService({ outbox: createMailOutboxRepository(db), jobs })
  await app.register(devMailboxRoutes, { mailbox })
}

export { createMail, mailQueue, renderMail, type MailService } from './mail.service'
export { createOutboxTransport, createSmtpTransport, type MailTransport } from './mail-transport'
export type { Mail, MailMessage } from './mail.types'

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's mail sender (also ModuleContext.mail), for scripts and tests. */
    mail: MailService
  }
}
