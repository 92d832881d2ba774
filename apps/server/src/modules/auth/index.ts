import { accountMessages, authRoutes } from '@lumbung/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../lib/result'
import { createStorageUrls } from '../../lib/storage-urls'
import type { ModuleContext } from '../context'
import { registerAccountRoutes } from './account.routes'
import { createAuthRateLimits } from './auth-rate-limits'
import { createAuthService } from './auth.service'
import { createIdentityVerificationsRepository } from './identity-verifications.repository'
import { createPasswordService } from './password.service'
import { createProfileService } from './profile.service'
import { clientOf } from './request-client'
import { createSessionsRepository } from './sessions.repository'
import { createSignInLimitsRepository } from './sign-in-limits.repository'
import { createSignInLimits } from './sign-in-limits.service'
import { createSignupService } from './signup.service'
import { createUserTokensRepository } from './user-tokens.repository'
import { createUsersRepository } from './users.repository'

/** Sign-in, sessions and the account flows; the request context loads actors through `sessions`. */
export function createAuthServices({
  db,
  audit,
  tokens,
  config,
  mail,
  files,
  jobs,
  notices,
}: Pick<ModuleContext, 'db' | 'audit' | 'tokens' | 'config' | 'mail' | 'files' | 'jobs' | 'notices'>) {
  const users = createUsersRepository(db)
  const sessions = createSessionsRepository(db)
  const userTokens = createUserTokensRepository(db)
  const storageUrls = createStorageUrls(config.masterKey)
  const signInLimits = createSignInLimits({
    repository: createSignInLimitsRepository(db),
    maxFailuresPerAddressPerMinute: config.authRateLimit,
  })
  const auth = createAuthService({
    db,
    users,
    sessions,
    tokens,
    audit,
    storageUrls,
    signInLimits,
    sessionMaxDays: config.sessionMaxDays,
    notices,
  })
  return {
    auth,
    users,
    sessions,
    userTokens,
    signup: createSignupService({ db, users, userTokens, mail, audit, config }),
    passwords: createPasswordService({ db, users, sessions, userTokens, auth, mail, audit, jobs, config }),
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
    rateLimit: { max: config.authRateLimit },
  }
}
export type AuthServices = ReturnType<typeof createAuthServices>

export const authModule: FastifyPluginAsyncZod<AuthServices> = async (app, services) => {
  const { auth, rateLimit } = services
  const rateLimits = createAuthRateLimits(app, rateLimit.max)

  app.route({
    ...authRoutes.login,
    // Limited inside the service, which alone knows whether the attempt failed.
    handler: async (request) =>
      ok(await auth.login(request.body, clientOf(request)), accountMessages.loggedIn),
  })

  app.route({
    ...authRoutes.refreshToken,
    config: {
      ...authRoutes.refreshToken.config,
      // Generous: a busy SPA refreshes at most every few minutes per tab.
      rateLimit: { max: rateLimit.max * 6, timeWindow: '1 minute' },
    },
    handler: async (request) => ok(await auth.refresh(request.body.refresh_token, clientOf(request))),
  })

  app.route({
    ...authRoutes.logout,
    handler: async (request) => {
      await auth.logout(request.actor)
      return ok(null, accountMessages.loggedOut)
    },
  })

  app.route({
    ...authRoutes.userInformation,
    handler: async (request) => ok(await auth.userInformation(request.actor)),
  })

  registerAccountRoutes(app, services, rateLimits)
}

export type { UserTokensRepository } from './user-tokens.repository'
