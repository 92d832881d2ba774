import { accountMessages, authRoutes } from '@lumbung/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../lib/result'
import { createSecrets } from '../../lib/secrets'
import { createStorageUrls } from '../../lib/storage-urls'
import type { ModuleContext } from '../context'
import { registerAccountRoutes } from './account.routes'
import { createAuthRateLimits } from './auth-rate-limits'
import { createAuthService } from './auth.service'
import { createIdentityVerificationsRepository } from './identity-verifications.repository'
import { createPasswordService } from './password.service'
import { createProfileService } from './profile.service'
import { createPasskeysService } from './passkeys.service'
import { clientOf } from './request-client'
import { createSecondFactorGate } from './second-factor-gate'
import { createSecondFactorRepository } from './second-factor.repository'
import { registerSecondFactorRoutes } from './second-factor.routes'
import { createSecondFactorService } from './second-factor.service'
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
  const secondFactorRepository = createSecondFactorRepository(db)
  const secondFactorGate = createSecondFactorGate({
    repository: secondFactorRepository,
    isRequiredForOperators: config.isOperatorSecondFactorRequired,
  })
  const auth = createAuthService({
    db,
    users,
    sessions,
    tokens,
    audit,
    storageUrls,
    signInLimits,
    secondFactorGate,
    sessionMaxDays: config.sessionMaxDays,
    notices,
  })
  const secondFactor = createSecondFactorService({
    db,
    repository: secondFactorRepository,
    gate: secondFactorGate,
    sessions,
    users,
    auth,
    signInLimits,
    secrets: createSecrets(config.masterKey, config.previousMasterKeys),
    mail,
    audit,
  })
  const passkeys = createPasskeysService({ db, repository: secondFactorRepository, secondFactor, config })
  return {
    auth,
    users,
    sessions,
    userTokens,
    secondFactor,
    passkeys,
    signup: createSignupService({ db, users, userTokens, mail, audit, config }),
    passwords: createPasswordService({
      db,
      users,
      sessions,
      userTokens,
      auth,
      mail,
      audit,
      jobs,
      config,
      // A fresh login of a user with a second factor asks for it too.
      secondStep: async (actor, body) => {
        if (body.passkey_response) await passkeys.checkFreshLogin(actor, body.passkey_response)
        await secondFactor.checkForFreshLogin(actor, {
          code: body.code,
          passkeyChecked: body.passkey_response !== undefined,
        })
      },
    }),
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
  registerSecondFactorRoutes(app, services, rateLimits)
}

export type { UserTokensRepository } from './user-tokens.repository'
