import { isIP } from 'node:net'
import { mailboxLimit, mailRoutes } from '@lumbung/contract'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { notFound } from '../../lib/errors'
import { ok } from '../../lib/result'
import type { MailboxService } from './mailbox.service'

/**
 * Whether the request comes from this machine. The socket's own address is read, never a forwarded
 * header, which any client can write: a proxy on the same machine (nginx in front of the instances)
 * still counts, since it connects from loopback, but the clients it forwards are not told apart.
 */
export function isLoopbackSocket(address: string | undefined): boolean {
  if (!address || isIP(address) === 0) return false
  const plain = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address
  return plain === '::1' || plain.startsWith('127.')
}

/** Only this machine and signed-in operators read the mailbox; it holds sign-in and reset links. */
const mayReadMailbox = (request: FastifyRequest) =>
  isLoopbackSocket(request.socket.remoteAddress) || request.optionalActor?.isOperator === true

/**
 * The development mailbox; registered only while the outbox transport is on, and otherwise answered
 * exactly like an unknown address, so a probe from elsewhere cannot tell it exists.
 */
export const devMailboxRoutes: FastifyPluginAsyncZod<{ mailbox: MailboxService }> = async (
  app,
  { mailbox },
) => {
  app.route({
    ...mailRoutes.devMailbox,
    handler: async (request) => {
      if (!mayReadMailbox(request))
        throw notFound(`Route ${request.method} ${request.url.split('?')[0]} not found`)
      return ok(await mailbox.list({ to: request.query.to, limit: mailboxLimit }))
    },
  })
}
