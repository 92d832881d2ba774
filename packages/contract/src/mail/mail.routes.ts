import { defineRoute } from '../common/routes'
import { emptyData, listOf, okResult } from '../common/result'
import { contactBody } from './contact.schemas'
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
  /**
   * The contact form, on the same origin as the app (outside /api, as the spec names it). Public: a
   * visitor may write before signing up; a signed-in caller is also counted per account.
   */
  contact: defineRoute({
    method: 'POST',
    url: '/mail/send',
    schema: {
      tags: ['mail'],
      summary: "A message from the contact form to the platform's operators",
      body: contactBody,
      response: { 200: okResult(emptyData) },
    },
    config: { access: { kind: 'public' } },
  }),
} as const
