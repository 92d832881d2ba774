import { authRoutes } from '@lumbung/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../lib/result'
import { createStorageUrls } from '../../lib/storage-urls'
import type { ModuleContext } from '../context'
import { registerAccountRoutes } from './account.routes'
import { createAuthRateLimits, emailFrom } from './auth-rate-limits'
import { createAuthService } from './auth.service'
import { createIdentityVerificationsRepository } from './identity-verifications.repository'
import { createPasswordService } from './password.service'
import { createProfileService } from './profile.service'
import { clientOf } from './request-client'
import { createSessionsRepository } from './sessions.repository'
import { createSignupService } from './signup.service'
import { createUserTokensRepository } from './user-tokens.repository'
import { createUsersRepository } from './users.repository'

export const authModule: FastifyPluginAsyncZod<ModuleContext> = async (app, context) => {
  const { db, audit, tokens, config, mail, files } = context
  const users = createUsersRepository(db)
  const sessions = createSessionsRepository(db)
  const userTokens = createUserTokensRepository(db)
  const storageUrls = createStorageUrls(config.masterKey)
  const auth = createAuthService({ db, users, sessions, tokens, audit, storageUrls })
  const services = {
    signup: createSignupService({ db, users, userTokens, mail, audit, config }),
    passwords: createPasswordService({ db, users, sessions, userTokens, auth, mail, audit, config }),
    profile: createProfileService({
      db,
      users,
      userTokens,
      identityVerifications: createIdentityVerificationsRepository(db),
      files,
      storageUrls,
      mail,
      audit,
      config,
    }),
  }
  const rateLimits = createAuthRateLimits(app, config)

  app.route({
    ...authRoutes.login,
    ...rateLimits.guard('login', emailFrom('body', 'email')),
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

  registerAccountRoutes(app, services, rateLimits)
}

export { createSessionsRepository } from './sessions.repository'
