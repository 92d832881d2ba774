import { mailboxLimit, mailRoutes } from '@lumbung/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../lib/result'
import type { MailboxService } from './mailbox.service'

/** The development mailbox; registered only while the outbox transport is on, so it is a 404 otherwise. */
export const devMailboxRoutes: FastifyPluginAsyncZod<{ mailbox: MailboxService }> = async (
  app,
  { mailbox },
) => {
  app.route({
    ...mailRoutes.devMailbox,
    handler: async (request) => ok(await mailbox.list({ to: request.query.to, limit: mailboxLimit })),
  })
}
