import {
  memberErrorMessages as said,
  memberRoleChangeRefusal,
  memberStatusChangeRefusal,
  type ChangeMemberRoleBody,
  type ListMemberQuery,
  type Member,
  type MemberDetail,
  type TransferOwnershipBody,
} from '@lumbung/contract'
import type { FastifyBaseLogger } from 'fastify'
import type { Database, Executor } from '../../db/database'
import type { Actor } from '../../lib/access'
import type { Audit } from '../../lib/audit'
import type { ChangeNotices } from '../../lib/change-notices'
import { AppError } from '../../lib/errors'
import type { Mail } from '../mail'
import { verifyPassword } from '../../lib/password'
import { toMember, toMemberDetail } from './member-view'
import type { MemberRow, MembersRepository } from './members.repository'
import { memberNotFound } from './members.errors'

export interface MembersServiceDependencies {
  db: Database
  members: MembersRepository
  audit: Audit
  mail: Pick<Mail, 'send'>
  /** Tells the gateway's caches that a member stopped being active. */
  notices: Pick<ChangeNotices, 'publish'>
  logger: Pick<FastifyBaseLogger, 'warn'>
  now?: () => Date
}

interface MemberList {
  data: Member[]
  total_data: number
}

/**
 * Who may change whom. Nobody changes their own status; the owner is never deactivated; the owner
 * may deactivate or reactivate anyone else, an admin only members (admins cannot lock each other out).
 */
function assertMayChangeStatus(actor: Actor, target: MemberRow, verb: 'deactivate' | 'reactivate') {
  const refusal = memberStatusChangeRefusal(actor.role, target.id === actor.userId, target.applicationRole)
  if (refusal === 'OWN_ACCOUNT') {
    const message = verb === 'deactivate' ? said.cannotDeactivateOwnAccount : said.cannotReactivateOwnAccount
    throw new AppError('CANNOT_CHANGE_OWN_STATUS', 403, message)
  }
  if (refusal === 'OWNER') {
    throw new AppError('OWNER_CANNOT_BE_DEACTIVATED', 403, said.ownerCannotBeDeactivated)
  }
  if (refusal === 'ADMIN_BY_ADMIN') {
    const message = verb === 'deactivate' ? said.onlyOwnerDeactivatesAdmin : said.onlyOwnerReactivatesAdmin
    throw new AppError('FORBIDDEN', 403, message)
  }
}

/** The owner's role moves only with ownership; admins do not promote or demote each other. */
function assertMayChangeRole(actor: Actor, target: MemberRow) {
  const refusal = memberRoleChangeRefusal(actor.role, target.id === actor.userId, {
    application_role: target.applicationRole,
    status: target.status,
  })
  if (refusal === 'NOT_OWNER') throw new AppError('ROLE_NOT_ALLOWED', 403, said.onlyOwnerChangesRoles)
  if (refusal === 'OWN_ACCOUNT') throw new AppError('CANNOT_CHANGE_OWN_ROLE', 409, said.cannotChangeOwnRole)
  if (refusal === 'OWNER') throw new AppError('OWNER_ROLE_UNCHANGEABLE', 409, said.ownerRoleUnchangeable)
  if (refusal === 'DEACTIVATED') {
    throw new AppError('MEMBER_DEACTIVATED', 409, said.deactivatedRoleUnchangeable)
  }
}

export type MembersService = ReturnType<typeof createMembersService>

export function createMembersService({
  db,
  members,
  audit,
  mail,
  notices,
  logger,
  now = () => new Date(),
}: MembersServiceDependencies) {
  async function requireMember(tenantId: string, userId: string, executor: Executor = db) {
    const target = await members.findMember(tenantId, userId, executor)
    if (!target) throw memberNotFound()
    return target
  }

  async function detailOf(actor: Actor, userId: string, executor: Executor = db): Promise<MemberDetail> {
    const target = await requireMember(actor.tenantId, userId, executor)
    const invitationExpiresAt =
      target.status === 'INVITED' ? await members.liveInvitationExpiry(target.id, now(), executor) : null
    return toMemberDetail(target, { invitationExpiresAt, viewerId: actor.userId })
  }

  return {
    detailOf,

    async list(actor: Actor, query: ListMemberQuery): Promise<MemberList> {
      const { rows, total } = await members.list(
        actor.tenantId,
        { search: query.search, role: query.role, status: query.status },
        query.page,
        query.limit,
      )
      return { data: rows.map(toMember), total_data: total }
    },

    async detail(actor: Actor, userId: string): Promise<MemberDetail> {
      return detailOf(actor, userId)
    },

    /** Deactivating ends every session at once; an invited member's pending link stops working too. */
    async deactivate(actor: Actor, userId: string): Promise<MemberDetail> {
      const target = await requireMember(actor.tenantId, userId)
      assertMayChangeStatus(actor, target, 'deactivate')
      if (target.status === 'DEACTIVATED') {
        throw new AppError('MEMBER_ALREADY_DEACTIVATED', 409, said.memberAlreadyDeactivated)
      }
      const detail = await db.transaction(async (tx) => {
        const at = now()
        const isChanged = await members.changeStatus(
          actor.tenantId,
          target.id,
          ['ACTIVE', 'INVITED'],
          'DEACTIVATED',
          tx,
        )
        if (!isChanged) throw new AppError('MEMBER_ALREADY_DEACTIVATED', 409, said.memberAlreadyDeactivated)
        await members.revokeSessionsOf(target.id, at, tx)
        await members.retireInvitations(target.id, at, tx)
        await audit.record(tx, {
          action: 'member.deactivated',
          tenantId: actor.tenantId,
          actorUserId: actor.userId,
          targetType: 'user',
          targetId: target.id,
          detail: { previous_status: target.status, email: target.email },
        })
        return detailOf(actor, target.id, tx)
      })
      // Committed: a lost notice must not fail the answer; the gateway's cache entries expire on their own.
      await notices
        .publish({ topic: 'member', tenantId: actor.tenantId, userId: target.id })
        .catch((error: unknown) => {
          logger.warn({ err: error, userId: target.id }, 'could not publish the member change notice')
        })
      return detail
    },

    /**
     * Brings a deactivated member back. Someone who had never set a password returns to INVITED: their
     * old link was retired, so an admin sends a fresh invitation.
     */
    async reactivate(actor: Actor, userId: string): Promise<MemberDetail> {
      const target = await requireMember(actor.tenantId, userId)
      assertMayChangeStatus(actor, target, 'reactivate')
      const notDeactivated = () => new AppError('MEMBER_NOT_DEACTIVATED', 409, said.memberNotDeactivated)
      if (target.status !== 'DEACTIVATED') throw notDeactivated()
      const nextStatus = target.hasPassword ? 'ACTIVE' : 'INVITED'
      return db.transaction(async (tx) => {
        const isChanged = await members.changeStatus(
          actor.tenantId,
          target.id,
          ['DEACTIVATED'],
          nextStatus,
          tx,
        )
        if (!isChanged) throw notDeactivated()
        await audit.record(tx, {
          action: 'member.reactivated',
          tenantId: actor.tenantId,
          actorUserId: actor.userId,
          targetType: 'user',
          targetId: target.id,
          detail: { status: nextStatus, email: target.email },
        })
        return detailOf(actor, target.id, tx)
      })
    },

    /**
     * The owner moves an admin to member or back. The member is mailed and the change audited in the
     * same transaction; every instance forgets the member's signed-in actor so the new role holds at once.
     */
    async changeRole(actor: Actor, userId: string, body: ChangeMemberRoleBody): Promise<MemberDetail> {
      const target = await requireMember(actor.tenantId, userId)
      assertMayChangeRole(actor, target)
      const previous = target.applicationRole
      if (previous === body.application_role) {
        throw new AppError('ROLE_UNCHANGED', 409, said.roleUnchanged)
      }
      if (previous !== 'admin' && previous !== 'member') {
        throw new AppError('OWNER_ROLE_UNCHANGEABLE', 409, said.ownerRoleUnchangeable)
      }
      const detail = await db.transaction(async (tx) => {
        if (!(await members.changeRole(actor.tenantId, target.id, previous, body.application_role, tx))) {
          throw new AppError('OWNERSHIP_CHANGED', 409, said.ownershipChanged)
        }
        await audit.record(tx, {
          action: 'member.role_changed',
          tenantId: actor.tenantId,
          actorUserId: actor.userId,
          targetType: 'user',
          targetId: target.id,
          detail: { previous_role: previous, application_role: body.application_role, email: target.email },
        })
        await mail.send(
          {
            to: target.email,
            template: 'member-role-changed',
            data: {
              fullName: target.fullName,
              ownerName: actor.fullName,
              companyName: await members.tenantName(actor.tenantId, tx),
              previousRole: previous,
              role: body.application_role,
            },
          },
          tx,
        )
        return detailOf(actor, target.id, tx)
      })
      await notices
        .publish({ topic: 'member', tenantId: actor.tenantId, userId: target.id })
        .catch((error: unknown) => {
          logger.warn({ err: error, userId: target.id }, 'could not publish the member change notice')
        })
      return detail
    },

    /**
     * Hands the company to another active member, confirmed by the owner's password. The owner is
     * demoted before the new one is promoted, in one transaction, so the one-owner index always holds.
     */
    async transferOwnership(actor: Actor, body: TransferOwnershipBody): Promise<MemberDetail> {
      const passwordHash = await members.passwordHashOf(actor.tenantId, actor.userId)
      if (!passwordHash || !(await verifyPassword(passwordHash, body.password))) {
        await audit.record({
          action: 'member.ownership_transfer_refused',
          tenantId: actor.tenantId,
          actorUserId: actor.userId,
          targetType: 'user',
          targetId: body.user_id,
          detail: { reason: 'wrong_password' },
        })
        throw new AppError('INVALID_PASSWORD', 403, said.passwordIncorrect, {
          password: said.passwordIncorrect,
        })
      }
      const target = await requireMember(actor.tenantId, body.user_id)
      if (target.id === actor.userId) {
        throw new AppError('ALREADY_OWNER', 409, said.alreadyOwner)
      }
      if (target.status !== 'ACTIVE') {
        throw new AppError('MEMBER_NOT_ACTIVE', 409, said.memberNotActive)
      }
      const detail = await db.transaction(async (tx) => {
        const conflict = () => new AppError('OWNERSHIP_CHANGED', 409, said.ownershipChanged)
        if (!(await members.demoteOwner(actor.tenantId, actor.userId, tx))) throw conflict()
        if (!(await members.promoteToOwner(actor.tenantId, target.id, tx))) throw conflict()
        await audit.record(tx, {
          action: 'member.ownership_transferred',
          tenantId: actor.tenantId,
          actorUserId: actor.userId,
          targetType: 'user',
          targetId: target.id,
          detail: { previous_owner: actor.userId, previous_role_of_new_owner: target.applicationRole },
        })
        return detailOf(actor, target.id, tx)
      })
      // Both roles changed: every instance forgets both signed-in actors.
      for (const userId of [actor.userId, target.id]) {
        await notices
          .publish({ topic: 'member', tenantId: actor.tenantId, userId })
          .catch((error: unknown) => {
            logger.warn({ err: error, userId }, 'could not publish the member change notice')
          })
      }
      return detail
    },
  }
}
