import type {
  ActivateAccountBody,
  InviteMemberBody,
  Invitation,
  Member,
  MemberDetail,
  ResendInvitationBody,
} from '@lumbung/contract'
import { memberErrorMessages } from '@lumbung/contract'
import type { Config } from '../../config'
import type { Database, Executor } from '../../db/database'
import type { Actor } from '../../lib/access'
import type { Audit } from '../../lib/audit'
import { assertUncommonPassword } from '../../lib/common-passwords'
import { AppError } from '../../lib/errors'
import { hashPassword } from '../../lib/password'
import type { UserTokensRepository } from '../auth'
import type { Mail } from '../mail'
import { invitationInvalid } from './members.errors'
import { isUniqueViolation } from '../../lib/infrastructure-errors'
import { toMember } from './member-view'
import type { MembersRepository } from './members.repository'
import type { MembersService } from './members.service'

export interface InvitationsServiceDependencies {
  db: Database
  members: MembersRepository
  membersService: MembersService
  userTokens: UserTokensRepository
  mail: Mail
  audit: Audit
  config: Pick<Config, 'publicUrl'>
  now?: () => Date
}

/**
 * Inviting is done by a signed-in admin of a verified company, not by the public, so the admin is
 * told plainly why the invitation cannot go out. The route limits invitations per company
 * (LUMBUNG_INVITATIONS_PER_HOUR), so the answer cannot be used to sweep a list of addresses.
 */
const emailAlreadyRegistered = () =>
  new AppError('EMAIL_ALREADY_REGISTERED', 409, memberErrorMessages.emailAlreadyRegistered, {
    email: memberErrorMessages.emailAlreadyRegistered,
  })

export type InvitationsService = ReturnType<typeof createInvitationsService>

export function createInvitationsService({
  db,
  members,
  membersService,
  userTokens,
  mail,
  audit,
  config,
  now = () => new Date(),
}: InvitationsServiceDependencies) {
  const activationLink = (token: string) =>
    `${config.publicUrl.replace(/\/+$/, '')}/account-activation?token=${encodeURIComponent(token)}`

  async function sendInvitation(
    actor: Actor,
    invitee: { id: string; email: string; fullName: string; applicationRole: Member['application_role'] },
    executor: Executor,
  ) {
    const token = await userTokens.issue({ userId: invitee.id, purpose: 'INVITATION' }, executor)
    await mail.send(
      {
        to: invitee.email,
        template: 'invitation',
        data: {
          fullName: invitee.fullName,
          inviterName: actor.fullName,
          companyName: await members.tenantName(actor.tenantId, executor),
          role: invitee.applicationRole,
          link: activationLink(token),
        },
        languageOf: actor.email,
      },
      executor,
    )
  }

  return {
    async invite(actor: Actor, body: InviteMemberBody): Promise<Member> {
      if (await members.isEmailTaken(body.email)) throw emailAlreadyRegistered()
      try {
        return await db.transaction(async (tx) => {
          const userId = await members.insertInvited(
            {
              tenantId: actor.tenantId,
              email: body.email,
              fullName: body.full_name,
              applicationRole: body.application_role,
            },
            tx,
          )
          const invitee = await members.findMember(actor.tenantId, userId, tx)
          await sendInvitation(actor, invitee!, tx)
          await audit.record(tx, {
            action: 'member.invited',
            tenantId: actor.tenantId,
            actorUserId: actor.userId,
            targetType: 'user',
            targetId: userId,
            detail: { email: body.email, application_role: body.application_role },
          })
          return toMember(invitee!)
        })
      } catch (error) {
        // Two invitations (or a signup) for the same address at the same moment: the index decides.
        if (isUniqueViolation(error)) throw emailAlreadyRegistered()
        throw error
      }
    },

    /** A fresh link for someone still invited; issuing it retires the earlier link. */
    async resend(actor: Actor, body: ResendInvitationBody): Promise<MemberDetail> {
      const target = await membersService.detailOf(actor, body.user_id)
      if (target.status !== 'INVITED') {
        throw new AppError('MEMBER_NOT_INVITED', 409, memberErrorMessages.memberNotInvited)
      }
      return db.transaction(async (tx) => {
        await sendInvitation(
          actor,
          {
            id: target.id,
            email: target.email,
            fullName: target.full_name,
            applicationRole: target.application_role,
          },
          tx,
        )
        await audit.record(tx, {
          action: 'member.invitation_resent',
          tenantId: actor.tenantId,
          actorUserId: actor.userId,
          targetType: 'user',
          targetId: target.id,
          detail: { email: target.email },
        })
        return membersService.detailOf(actor, target.id, tx)
      })
    },

    /** Who a link is for, without using it up; any link that cannot be accepted answers the same. */
    async peek(token: string): Promise<Invitation> {
      const row = await userTokens.peek(token, 'INVITATION')
      const invitee = row ? await members.findInvitee(row.userId) : undefined
      if (!row || invitee?.status !== 'INVITED') throw invitationInvalid()
      return {
        full_name: invitee.fullName,
        email: invitee.email,
        company_name: invitee.companyName,
        application_role: invitee.applicationRole,
        expires_at: row.expiresAt.toISOString(),
      }
    },

    /** Sets the first password; the account becomes active with its email confirmed by the link. */
    async activate(body: ActivateAccountBody): Promise<{ email: string }> {
      // A cheap look first, so a dead link costs no password hashing.
      if (!(await userTokens.peek(body.token, 'INVITATION'))) throw invitationInvalid()
      assertUncommonPassword(body.password)
      const passwordHash = await hashPassword(body.password)
      return db.transaction(async (tx) => {
        const row = await userTokens.consume(body.token, 'INVITATION', tx)
        if (!row) throw invitationInvalid()
        const activated = await members.completeInvitation(row.userId, passwordHash, now(), tx)
        if (!activated) throw invitationInvalid()
        await audit.record(tx, {
          action: 'member.activated',
          tenantId: activated.tenantId,
          actorUserId: row.userId,
          targetType: 'user',
          targetId: row.userId,
        })
        return { email: activated.email }
      })
    },
  }
}
