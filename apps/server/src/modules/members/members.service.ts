import type { ListMemberQuery, Member, MemberDetail, TransferOwnershipBody } from '@lumbung/contract'
import type { Database, Executor } from '../../db/database'
import { requireRole, requireVerified, type Actor } from '../../lib/access'
import type { Audit } from '../../lib/audit'
import { AppError } from '../../lib/errors'
import { verifyPassword } from '../../lib/password'
import { toMember, toMemberDetail } from './member-view'
import type { MemberRow, MembersRepository } from './members.repository'
import { memberNotFound } from './members.errors'

export interface MembersServiceDependencies {
  db: Database
  members: MembersRepository
  audit: Audit
  now?: () => Date
}

interface MemberList {
  data: Member[]
  total_data: number
}

/**
 * Manage Users is the admins' screen (docs/product.md#role-table; the owner passes every role check), and,
 * like every screen outside the unverified list, it needs a verified user of a verified company
 * (docs/product.md#verified-rule).
 */
export function requireMemberManager(actor: Actor | null | undefined): Actor {
  return requireVerified(requireRole(actor, 'admin'))
}

/**
 * Who may change whom. Nobody changes their own status; the owner is never deactivated; the owner
 * may deactivate or reactivate anyone else, an admin only members (admins cannot lock each other out).
 */
function assertMayChangeStatus(actor: Actor, target: MemberRow, verb: 'deactivate' | 'reactivate') {
  if (target.id === actor.userId) {
    throw new AppError('CANNOT_CHANGE_OWN_STATUS', 403, `You cannot ${verb} your own account`)
  }
  if (target.applicationRole === 'superadmin') {
    throw new AppError('OWNER_CANNOT_BE_DEACTIVATED', 403, 'The owner of the company cannot be deactivated')
  }
  if (actor.role !== 'superadmin' && target.applicationRole !== 'member') {
    throw new AppError('FORBIDDEN', 403, `Only the owner can ${verb} an admin`)
  }
}

export type MembersService = ReturnType<typeof createMembersService>

export function createMembersService({
  db,
  members,
  audit,
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

    async list(actor: Actor | null, query: ListMemberQuery): Promise<MemberList> {
      const manager = requireMemberManager(actor)
      const { rows, total } = await members.list(
        manager.tenantId,
        { search: query.search, role: query.role, status: query.status },
        query.page,
        query.limit,
      )
      return { data: rows.map(toMember), total_data: total }
    },

    async detail(actor: Actor | null, userId: string): Promise<MemberDetail> {
      const manager = requireMemberManager(actor)
      return detailOf(manager, userId)
    },

    /** Deactivating ends every session at once; an invited member's pending link stops working too. */
    async deactivate(actor: Actor | null, userId: string): Promise<MemberDetail> {
      const manager = requireMemberManager(actor)
      const target = await requireMember(manager.tenantId, userId)
      assertMayChangeStatus(manager, target, 'deactivate')
      if (target.status === 'DEACTIVATED') {
        throw new AppError('MEMBER_ALREADY_DEACTIVATED', 409, 'This member is already deactivated')
      }
      return db.transaction(async (tx) => {
        const at = now()
        const isChanged = await members.changeStatus(
          manager.tenantId,
          target.id,
          ['ACTIVE', 'INVITED'],
          'DEACTIVATED',
          tx,
        )
        if (!isChanged)
          throw new AppError('MEMBER_ALREADY_DEACTIVATED', 409, 'This member is already deactivated')
        await members.revokeSessionsOf(target.id, at, tx)
        await members.retireInvitations(target.id, at, tx)
        await audit.record(tx, {
          action: 'member.deactivated',
          tenantId: manager.tenantId,
          actorUserId: manager.userId,
          targetType: 'user',
          targetId: target.id,
          detail: { previous_status: target.status, email: target.email },
        })
        return detailOf(manager, target.id, tx)
      })
    },

    /**
     * Brings a deactivated member back. Someone who had never set a password returns to INVITED: their
     * old link was retired, so an admin sends a fresh invitation.
     */
    async reactivate(actor: Actor | null, userId: string): Promise<MemberDetail> {
      const manager = requireMemberManager(actor)
      const target = await requireMember(manager.tenantId, userId)
      assertMayChangeStatus(manager, target, 'reactivate')
      const notDeactivated = () =>
        new AppError('MEMBER_NOT_DEACTIVATED', 409, 'Only a deactivated member can be reactivated')
      if (target.status !== 'DEACTIVATED') throw notDeactivated()
      const nextStatus = target.hasPassword ? 'ACTIVE' : 'INVITED'
      return db.transaction(async (tx) => {
        const isChanged = await members.changeStatus(
          manager.tenantId,
          target.id,
          ['DEACTIVATED'],
          nextStatus,
          tx,
        )
        if (!isChanged) throw notDeactivated()
        await audit.record(tx, {
          action: 'member.reactivated',
          tenantId: manager.tenantId,
          actorUserId: manager.userId,
          targetType: 'user',
          targetId: target.id,
          detail: { status: nextStatus, email: target.email },
        })
        return detailOf(manager, target.id, tx)
      })
    },

    /**
     * Hands the company to another active member, confirmed by the owner's password. The owner is
     * demoted before the new one is promoted, in one transaction, so the one-owner index always holds.
     */
    async transferOwnership(actor: Actor | null, body: TransferOwnershipBody): Promise<MemberDetail> {
      const manager = requireMemberManager(actor)
      if (manager.role !== 'superadmin') {
        throw new AppError('FORBIDDEN', 403, 'Only the owner can hand over ownership of the company')
      }
      const passwordHash = await members.passwordHashOf(manager.tenantId, manager.userId)
      if (!passwordHash || !(await verifyPassword(passwordHash, body.password))) {
        await audit.record({
          action: 'member.ownership_transfer_refused',
          tenantId: manager.tenantId,
          actorUserId: manager.userId,
          targetType: 'user',
          targetId: body.user_id,
          detail: { reason: 'wrong_password' },
        })
        throw new AppError('INVALID_PASSWORD', 403, 'Password is incorrect', {
          password: 'Password is incorrect',
        })
      }
      const target = await requireMember(manager.tenantId, body.user_id)
      if (target.id === manager.userId) {
        throw new AppError('ALREADY_OWNER', 409, 'You already own the company')
      }
      if (target.status !== 'ACTIVE') {
        throw new AppError('MEMBER_NOT_ACTIVE', 409, 'Ownership can only be handed to an active member')
      }
      return db.transaction(async (tx) => {
        const conflict = () =>
          new AppError('OWNERSHIP_CHANGED', 409, 'The company changed meanwhile; reload and try again')
        if (!(await members.demoteOwner(manager.tenantId, manager.userId, tx))) throw conflict()
        if (!(await members.promoteToOwner(manager.tenantId, target.id, tx))) throw conflict()
        await audit.record(tx, {
          action: 'member.ownership_transferred',
          tenantId: manager.tenantId,
          actorUserId: manager.userId,
          targetType: 'user',
          targetId: target.id,
          detail: { previous_owner: manager.userId, previous_role_of_new_owner: target.applicationRole },
        })
        return detailOf(manager, target.id, tx)
      })
    },
  }
}
