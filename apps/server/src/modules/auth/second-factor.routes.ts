import { secondFactorMessages, secondFactorRoutes } from '@lumbung/contract'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { ok } from '../../lib/result'
import type { createAuthRateLimits } from './auth-rate-limits'
import type { PasskeysService } from './passkeys.service'
import { clientOf } from './request-client'
import type { SecondFactorService } from './second-factor.service'

/** The second-factor calls (docs/decisions/0060-second-factor.md): thin, the services decide. */
export function registerSecondFactorRoutes(
  fastify: FastifyInstance,
  { secondFactor, passkeys }: { secondFactor: SecondFactorService; passkeys: PasskeysService },
  rateLimits: ReturnType<typeof createAuthRateLimits>,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const byAccount = (request: { optionalActor: { userId: string } | null }) => request.optionalActor?.userId
  // The sign-in steps are limited per user inside the service (it alone knows the user); here per address.
  const byAddressOnly = () => undefined

  app.route({
    ...secondFactorRoutes.status,
    handler: async (request) => ok(await secondFactor.status(request.actor)),
  })

  app.route({
    ...secondFactorRoutes.totpEnroll,
    handler: async (request) =>
      ok(await secondFactor.enrollTotp(request.actor), secondFactorMessages.totpEnrolStarted),
  })

  app.route({
    ...secondFactorRoutes.totpConfirm,
    // A code is guessable like a password: counted per account like fresh-login.
    ...rateLimits.guard('second-factor-confirm', byAccount),
    handler: async (request) =>
      ok(
        await secondFactor.confirmTotp(request.actor, request.body.code),
        secondFactorMessages.totpConfirmed,
      ),
  })

  app.route({
    ...secondFactorRoutes.totpRemove,
    handler: async (request) => {
      await secondFactor.removeTotp(request.actor)
      return ok(null, secondFactorMessages.totpRemoved)
    },
  })

  app.route({
    ...secondFactorRoutes.recoveryCodes,
    handler: async (request) =>
      ok(await secondFactor.replaceRecoveryCodes(request.actor), secondFactorMessages.recoveryCodesReplaced),
  })

  app.route({
    ...secondFactorRoutes.verify,
    ...rateLimits.guard('second-factor-verify', byAddressOnly),
    handler: async (request) =>
      ok(await secondFactor.verify(request.body, clientOf(request)), secondFactorMessages.verified),
  })

  app.route({
    ...secondFactorRoutes.passkeyRegisterOptions,
    handler: async (request) => ok(await passkeys.registrationOptions(request.actor)),
  })

  app.route({
    ...secondFactorRoutes.passkeyRegisterVerify,
    ...rateLimits.guard('passkey-register', byAccount),
    handler: async (request) =>
      ok(await passkeys.register(request.actor, request.body), secondFactorMessages.passkeyAdded),
  })

  app.route({
    ...secondFactorRoutes.passkeyRemove,
    handler: async (request) => {
      await passkeys.remove(request.actor, request.params.id)
      return ok(null, secondFactorMessages.passkeyRemoved)
    },
  })

  app.route({
    ...secondFactorRoutes.passkeyOptions,
    ...rateLimits.guard('passkey-options', byAddressOnly),
    handler: async (request) => ok(await passkeys.signInOptions(request.body.mfa_token)),
  })

  app.route({
    ...secondFactorRoutes.passkeyVerify,
    ...rateLimits.guard('passkey-verify', byAddressOnly),
    handler: async (request) =>
      ok(await passkeys.signInVerify(request.body, clientOf(request)), secondFactorMessages.verified),
  })

  app.route({
    ...secondFactorRoutes.passkeyFreshOptions,
    ...rateLimits.guard('passkey-fresh-options', byAccount),
    handler: async (request) => ok(await passkeys.freshOptions(request.actor)),
  })

  app.route({
    ...secondFactorRoutes.policy,
    handler: async (request) => ok(await secondFactor.policy(request.actor)),
  })

  app.route({
    ...secondFactorRoutes.savePolicy,
    handler: async (request) =>
      ok(
        await secondFactor.savePolicy(request.actor, request.body.is_required),
        secondFactorMessages.policySaved,
      ),
  })
}
