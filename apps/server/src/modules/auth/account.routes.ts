import {
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
  // Every public mail-sending call answers with one message whatever the address, so it reveals nothing.
  const mailedIfKnown = 'If the address belongs to an account, we have sent a message to it'

  app.route({
    ...accountRoutes.register,
    ...rateLimits.guard('register', emailFrom('body', 'email')),
    handler: async (request) => {
      await signup.register(request.body)
      return ok(null, 'Registration received. Please check your email to verify your account')
    },
  })

  app.route({
    ...accountRoutes.verification,
    handler: async (request) => {
      await signup.verifyEmail(request.body.token)
      return ok(null, 'Your email address is verified')
    },
  })

  app.route({
    ...accountRoutes.resendVerification,
    ...rateLimits.guard('resend-verification', emailFrom('params', 'email_address')),
    handler: async (request) => {
      await signup.resendVerification(request.params.email_address)
      return ok(null, mailedIfKnown)
    },
  })

  app.route({
    ...accountRoutes.forgotPassword,
    ...rateLimits.guard('forgot-password', emailFrom('params', 'email_address')),
    handler: async (request) => {
      await passwords.forgotPassword(request.params.email_address)
      return ok(null, mailedIfKnown)
    },
  })

  app.route({
    ...accountRoutes.resetPassword,
    handler: async (request) => {
      await passwords.resetPassword(request.body)
      return ok(null, 'Your password has been reset. Please sign in with the new password')
    },
  })

  app.route({
    ...accountRoutes.userDetail,
    handler: async (request) => ok(await profile.detail(request.actor)),
  })

  app.route({
    ...accountRoutes.updateUser,
    handler: async (request) => ok(await profile.update(request.actor, request.body), 'Profile saved'),
  })

  app.route({
    ...accountRoutes.uploadProfilePhoto,
    handler: async (request) => {
      const form = await readMultipartForm(request, {
        fileField: 'file',
        label: profilePhotoRule.label,
        maxKilobytes: profilePhotoRule.maxKilobytes!,
      })
      return ok(await profile.uploadProfilePhoto(request.actor, form.file), 'Profile photo saved')
    },
  })

  app.route({
    ...accountRoutes.changePassword,
    handler: async (request) =>
      ok(
        await passwords.changePassword(request.actor, request.body, clientOf(request)),
        'Password changed. Other sessions were signed out',
      ),
  })

  app.route({
    ...accountRoutes.sendEmail,
    handler: async (request) => {
      await profile.sendEmailChange(request.actor, request.body)
      return ok(null, 'We have sent a confirmation link to the new address')
    },
  })

  app.route({
    ...accountRoutes.verifyEmail,
    handler: async (request) => {
      await profile.verifyEmailChange(request.body.token)
      return ok(null, 'Your new email address is confirmed')
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
        'Verification details submitted',
      )
    },
  })

  app.route({
    ...accountRoutes.freshLogin,
    ...rateLimits.guard('fresh-login', (request) => request.optionalActor?.userId),
    handler: async (request) => ok(await passwords.freshLogin(request.actor, request.body.password)),
  })
}
