import { defineRoute } from '../common/routes'
import { listOf, okResult } from '../common/result'
import { mailboxMessage, mailboxQuery } from './mail.schemas'

export const mailRoutes = {
  /** Exists only while the outbox transport is on (no SMTP_URL); otherwise 404. */
  devMailbox: defineRoute({
    method: 'GET',
    url: '/api/dev/mailbox',
    schema: {
      tags: ['mail'],
      summary: 'Development mailbox: the newest 50 messages of the outbox, newest first',
      querystring: mailboxQuery,
      response: { 200: okResult(listOf(mailboxMessage)) },
    },
    config: { access: { kind: 'public' } },
  }),
} as const
