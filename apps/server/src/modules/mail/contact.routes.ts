import { contactLimits, contactMessages, mailRoutes } from '@lumbung/contract'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { tooManyAttempts } from '../../lib/errors'
import { ok } from '../../lib/result'
import type { ContactService } from './contact.service'

const window = '1 hour'

/**
 * POST /mail/send. Counted per client address before the body is read (whatever it holds, so a robot
 * filling the honeypot pays too) and per signed-in account once it is valid, in the shared rate-limit
 * store so every instance counts together.
 */
export const contactRoutes: FastifyPluginAsyncZod<{ contact: ContactService }> = async (app, { contact }) => {
  const byAddress = app.createRateLimit({
    max: contactLimits.perHour,
    timeWindow: window,
    keyGenerator: (request) => `contact:ip:${request.ip}`,
  })
  const byAccount = app.createRateLimit({
    max: contactLimits.perHour,
    timeWindow: window,
    keyGenerator: (request) => `contact:account:${request.optionalActor?.userId ?? ''}`,
  })
  const check = async (limiter: typeof byAddress, request: FastifyRequest) => {
    const outcome = await limiter(request)
    if (!outcome.isAllowed && outcome.isExceeded) throw tooManyAttempts(outcome.ttlInSeconds)
  }

  app.route({
    ...mailRoutes.contact,
    onRequest: async (request) => check(byAddress, request),
    preHandler: async (request) => {
      if (request.optionalActor) await check(byAccount, request)
    },
    handler: async (request) => {
      await contact.send(request.optionalActor, request.body)
      return ok(null, contactMessages.sent)
    },
  })
}
