import { memberErrorMessages, memberMessages, membersRoutes } from '@lumbung/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../lib/result'
import { perTenantRateLimit } from '../../lib/tenant-rate-limit'
import type { UserTokensRepository } from '../auth'
import type { ModuleContext } from '../context'
import { createInvitationsService } from './invitations.service'
import { createMembersRepository } from './members.repository'
import { createMembersService } from './members.service'

/** Manage Users (invite, list, deactivate, reactivate, change roles, hand over ownership) and account activation. */
export function createMembersServices({
  db,
  audit,
  mail,
  config,
  notices,
  logger,
  userTokens,
}: Pick<ModuleContext, 'db' | 'audit' | 'mail' | 'config' | 'notices' | 'logger'> & {
  userTokens: UserTokensRepository
}) {
  const members = createMembersRepository(db)
  const membersService = createMembersService({ db, members, audit, mail, notices, logger })
  const invitations = createInvitationsService({
    db,
    members,
    membersService,
    userTokens,
    mail,
    audit,
    config,
  })
  // Both take a password, so both are limited like sign-in.
  return {
    membersService,
    invitations,
    passwordRateLimit: { max: config.authRateLimit, timeWindow: '1 minute' },
    invitationsPerHour: config.invitationsPerHour,
  }
}
export type MembersServices = ReturnType<typeof createMembersServices>

export const membersModule: FastifyPluginAsyncZod<MembersServices> = async (
  app,
  { membersService, invitations, passwordRateLimit, invitationsPerHour },
) => {
  app.route({
    ...membersRoutes.inviteMember,
    // Each answer says whether an address has an account, so a company may only ask so often.
    preHandler: perTenantRateLimit(app, {
      name: 'invite-member',
      max: invitationsPerHour,
      timeWindow: '1 hour',
      message: memberErrorMessages.invitationsLimited,
    }),
    handler: async (request) =>
      ok(await invitations.invite(request.actor, request.body), memberMessages.invitationSent),
  })

  app.route({
    ...membersRoutes.listMember,
    handler: async (request) => ok(await membersService.list(request.actor, request.query)),
  })

  app.route({
    ...membersRoutes.memberDetail,
    handler: async (request) => ok(await membersService.detail(request.actor, request.params.id)),
  })

  app.route({
    ...membersRoutes.deactivateMember,
    handler: async (request) =>
      ok(await membersService.deactivate(request.actor, request.params.user_id), memberMessages.deactivated),
  })

  app.route({
    ...membersRoutes.activateMember,
    handler: async (request) =>
      ok(await membersService.reactivate(request.actor, request.params.user_id), memberMessages.reactivated),
  })

  app.route({
    ...membersRoutes.resendInvitation,
    handler: async (request) =>
      ok(await invitations.resend(request.actor, request.body), memberMessages.invitationSent),
  })

  app.route({
    ...membersRoutes.changeRole,
    handler: async (request) =>
      ok(
        await membersService.changeRole(request.actor, request.params.user_id, request.body),
        memberMessages.roleChanged,
      ),
  })

  app.route({
    ...membersRoutes.transferOwnership,
    config: { ...membersRoutes.transferOwnership.config, rateLimit: passwordRateLimit },
    handler: async (request) =>
      ok(
        await membersService.transferOwnership(request.actor, request.body),
        memberMessages.ownershipTransferred,
      ),
  })

  app.route({
    ...membersRoutes.invitation,
    handler: async (request) => ok(await invitations.peek(request.query.token)),
  })

  app.route({
    ...membersRoutes.activateAccount,
    config: { ...membersRoutes.activateAccount.config, rateLimit: passwordRateLimit },
    handler: async (request) => ok(await invitations.activate(request.body), memberMessages.activated),
  })
}
