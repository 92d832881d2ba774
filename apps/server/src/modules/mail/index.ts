import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { ModuleContext } from '../context'
import type { MailService } from './mail.service'
import { createMailOutboxRepository } from './mail-outbox.repository'
import { devMailboxRoutes } from './mail.routes'
import { createMailboxService } from './mailbox.service'

/** The development mailbox, only while it is switched on. */
export function createMailboxServices({ db, config, jobs }: Pick<ModuleContext, 'db' | 'config' | 'jobs'>) {
  return {
    mailbox: config.isDevMailboxOn
      ? createMailboxService({ outbox: createMailOutboxRepository(db), jobs })
      : null,
  }
}
export type MailboxServices = ReturnType<typeof createMailboxServices>

export const mailModule: FastifyPluginAsyncZod<MailboxServices> = async (app, { mailbox }) => {
  if (mailbox) await app.register(devMailboxRoutes, { mailbox })
}

export { createMail, type MailService } from './mail.service'
export type { Mail, MailMessage } from './mail.types'

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's mail sender (also ModuleContext.mail), for scripts and tests. */
    mail: MailService
  }
}
