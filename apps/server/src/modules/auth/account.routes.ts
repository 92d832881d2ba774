import {
  accountMessages,
  accountRoutes,
  identityDocumentRule,
  profilePhotoRule,
  verifyInformationFields,
} from '@lumbung/contract'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { ok } from '../../lib/result'
import { emailFrom, type createAuthRateLimits } from './auth-rate-limits'
import { clientOf } from './request-client'
import { readMultipartForm } from './multipart-form'
import type { PasswordService } from './password.service'
import type { ProfileService } from './profile.service'
import type { SignupService } from './signup.service'

export interface AccountServices {
  signup: SignupService
  passwords: PasswordService
  profile: ProfileService
}

/**
 * The account flows under /api/auth (docs/product.md#calls): signup, verification, passwords, profile, fresh
 * login.
 */
export function registerAccountRoutes(
  fastify: FastifyInstance,
  { signup, passwords, profile }: AccountServices,
  rateLimits: ReturnType<typeof createAuthRateLimits>,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()

  app.route({
    ...accountRoutes.register,
    ...rateLimits.guard('register', emailFrom('body', 'email')),
    handler: async (request) => {
      await signup.register(request.body)
      return ok(null, accountMessages.registered)
    },
  })

  app.route({
    ...accountRoutes.verification,
    handler: async (request) => {
      await signup.verifyEmail(request.body.token)
      return ok(null, accountMessages.emailVerified)
    },
  })

  app.route({
    ...accountRoutes.resendVerification,
    ...rateLimits.guard('resend-verification', emailFrom('params', 'email_address')),
    handler: async (request) => {
      await signup.resendVerification(request.params.email_address)
      return ok(null, accountMessages.mailedIfKnown)
    },
  })

  app.route({
    ...accountRoutes.forgotPassword,
    ...rateLimits.guard('forgot-password', emailFrom('params', 'email_address')),
    handler: async (request) => {
      await passwords.forgotPassword(request.params.email_address)
      return ok(null, accountMessages.mailedIfKnown)
    },
  })

  app.route({
    ...accountRoutes.resetPassword,
    handler: async (request) => {
      await passwords.resetPassword(request.body)
      return ok(null, accountMessages.passwordReset)
    },
  })

  app.route({
    ...accountRoutes.userDetail,
    handler: async (request) => ok(await profile.detail(request.actor)),
  })

  app.route({
    ...accountRoutes.updateUser,
    handler: async (request) =>
      ok(await profile.update(request.actor, request.body), accountMessages.profileSaved),
  })

  app.route({
    ...accountRoutes.updateLanguage,
    handler: async (request) =>
      ok(await profile.setLanguage(request.actor, request.body), accountMessages.languageSaved),
  })

  app.route({
    ...accountRoutes.uploadProfilePhoto,
    handler: async (request) => {
      const form = await readMultipartForm(request, {
        fileField: 'file',
        label: profilePhotoRule.label,
        maxKilobytes: profilePhotoRule.maxKilobytes!,
      })
      return ok(await profile.uploadProfilePhoto(request.actor, form.file), accountMessages.profilePhotoSaved)
    },
  })

  app.route({
    ...accountRoutes.changePassword,
    // The old password is guessable like a sign-in, so it is counted per account like fresh-login.
    ...rateLimits.guard('change-password', (request) => request.optionalActor?.userId),
    handler: async (request) =>
      ok(
        await passwords.changePassword(request.actor, request.body, clientOf(request)),
        accountMessages.passwordChanged,
      ),
  })

  app.route({
    ...accountRoutes.sendEmail,
    handler: async (request) => {
      await profile.sendEmailChange(request.actor, request.body)
      return ok(null, accountMessages.emailChangeSent)
    },
  })

  app.route({
    ...accountRoutes.verifyEmail,
    handler: async (request) => {
      await profile.verifyEmailChange(request.body.token)
      return ok(null, accountMessages.emailChanged)
    },
  })

  app.route({
    ...accountRoutes.verifyInformation,
    handler: async (request) => {
      const form = await readMultipartForm(request, {
        fileField: 'file',
        label: identityDocumentRule.label,
        maxKilobytes: identityDocumentRule.maxKilobytes!,
      })
      const fields = verifyInformationFields.parse(form.fields)
      return ok(
        await profile.submitIdentity(request.actor, fields, form.file),
        accountMessages.identitySubmitted,
      )
    },
  })

  app.route({
    ...accountRoutes.freshLogin,
    ...rateLimits.guard('fresh-login', (request) => request.optionalActor?.userId),
    handler: async (request) => ok(await passwords.freshLogin(request.actor, request.body)),
  })
}
