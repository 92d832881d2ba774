import { contactMessages, type ContactBody } from '@lumbung/contract'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../../db/database'
import type { Actor } from '../../lib/access'
import { AppError } from '../../lib/errors'
import type { ContactRepository } from './contact.repository'
import type { Mail } from './mail.types'

export type ContactService = ReturnType<typeof createContactService>

/**
 * The contact form: one message to each operator, queued in one transaction like every mail, so it
 * reaches the outbox (or SMTP) through the mail queue. The sender's text goes only into the escaped
 * body, the address too: the subject is fixed and no header, Reply-To included, carries sender text.
 */
export function createContactService({
  db,
  mail,
  contacts,
  logger,
}: {
  db: Database
  mail: Mail
  contacts: ContactRepository
  logger: FastifyBaseLogger
}) {
  return {
    async send(actor: Actor | null, body: ContactBody): Promise<void> {
      // A form only robots fill: answered like any other, so they learn nothing, and nothing is sent.
      if (body.website) {
        logger.info({ component: 'contact' }, 'contact form honeypot filled; message dropped')
        return
      }
      const operators = await contacts.operators()
      if (operators.length === 0) throw new AppError('CONTACT_UNAVAILABLE', 503, contactMessages.unavailable)
      const account = actor ? await contacts.account(actor.tenantId, actor.userId) : undefined
      const data = {
        senderName: body.full_name,
        senderEmail: body.email,
        companyName: body.company_name || null,
        message: body.message,
        account: account
          ? { fullName: account.fullName, legalName: account.legalName, email: account.email }
          : null,
      }
      await db.transaction(async (tx) => {
        for (const operator of operators) {
          await mail.send(
            {
              to: operator.email,
              template: 'contact-message',
              data: { ...data, operatorName: operator.fullName },
            },
            tx,
          )
        }
      })
    },
  }
}
