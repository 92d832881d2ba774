import { authRoutes } from '@lumbung/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../lib/result'
import type { ModuleContext } from '../context'
import { createAuthService, type ClientFacts } from './auth.service'
import { createSessionsRepository } from './sessions.repository'
import { createUsersRepository } from './users.repository'

export const authModule: FastifyPluginAsyncZod<ModuleContext> = async (
  app,
  { db, audit, tokens, config },
) => {
  const auth = createAuthService({
    db,
    users: createUsersRepository(db),
    sessions: createSessionsRepository(db),
    tokens,
    audit,
  })
  const clientOf = (request: { headers: Record<string, unknown>; ip: string }): ClientFacts => ({
    userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : null,
    ip: request.ip,
  })

  app.route({
    ...authRoutes.login,
    config: {
      ...authRoutes.login.config,
      rateLimit: { max: config.authRateLimit, timeWindow: '1 minute' },
    },
    handler: async (request) => ok(await auth.login(request.body, clientOf(request)), 'Login success'),
  })

  app.route({
    ...authRoutes.refreshToken,
    config: {
      ...authRoutes.refreshToken.config,
      // Generous: a busy SPA refreshes at most every few minutes per tab.
      rateLimit: { max: config.authRateLimit * 6, timeWindow: '1 minute' },
    },
    handler: async (request) => ok(await auth.refresh(request.body.refresh_token, clientOf(request))),
  })

  app.route({
    ...authRoutes.logout,
    handler: async (request) => {
      await auth.logout(request.actor)
      return ok(null, 'Logout success')
    },
  })

  app.route({
    ...authRoutes.userInformation,
    handler: async (request) => ok(await auth.userInformation(request.actor)),
  })
}

export { createSessionsRepository } from './sessions.repository'
