import type { ApplicationRole, UserStatus } from '@lumbung/contract'
import { and, count, desc, eq, gt, ilike, isNull, or, sql, type SQL } from 'drizzle-orm'
import type { Executor } from '../../db/database'
import { sessions, tenants, userTokens, users } from '../../db/schema'
import { containsPattern } from '../../lib/sql-patterns'

export interface MemberFilter {
  search?: string | undefined
  role?: ApplicationRole | undefined
  status?: UserStatus | undefined
}

export interface NewInvitedMember {
  tenantId: string
  email: string
  fullName: string
  applicationRole: ApplicationRole
}

const memberColumns = {
  id: users.id,
  tenantId: users.tenantId,
  email: users.email,
  fullName: users.fullName,
  phoneNumber: users.phoneNumber,
  employeePosition: users.employeePosition,
  applicationRole: users.applicationRole,
  status: users.status,
  emailVerifiedAt: users.emailVerifiedAt,
  profilePhotoPath: users.profilePhotoPath,
  lastLoginAt: users.lastLoginAt,
  createdAt: users.createdAt,
}

/**
 * The members of one tenant. Every read and write names the tenant next to the id, so a member of
 * another company is simply not found: tenant isolation lives in this one place.
 */
export function createMembersRepository(db: Executor) {
  const inTenant = (tenantId: string, userId: string) =>
    and(eq(users.tenantId, tenantId), eq(users.id, userId), eq(users.isOperator, false))

  async function findMember(tenantId: string, userId: string, executor: Executor = db) {
    const [row] = await executor
      .select({ ...memberColumns, hasPassword: sql<boolean>`${users.passwordHash} is not null` })
      .from(users)
      .where(inTenant(tenantId, userId))
      .limit(1)
    return row
  }

  return {
    findMember,

    async list(tenantId: string, filter: MemberFilter, page: number, limit: number, executor: Executor = db) {
      const conditions: SQL[] = [eq(users.tenantId, tenantId), eq(users.isOperator, false)]
      if (filter.search) {
        const pattern = containsPattern(filter.search)
        conditions.push(or(ilike(users.fullName, pattern), ilike(users.email, pattern))!)
      }
      if (filter.role) conditions.push(eq(users.applicationRole, filter.role))
      if (filter.status) conditions.push(eq(users.status, filter.status))
      const where = and(...conditions)
      const [rows, [total]] = await Promise.all([
        executor
          .select(memberColumns)
          .from(users)
          .where(where)
          .orderBy(desc(users.createdAt), users.id)
          .limit(limit)
          .offset((page - 1) * limit),
        executor.select({ total: count() }).from(users).where(where),
      ])
      return { rows, total: total?.total ?? 0 }
    },

    /** Any account anywhere with this address: an email belongs to one account on the whole platform. */
    async isEmailTaken(email: string, executor: Executor = db): Promise<boolean> {
      const [row] = await executor
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, email.toLowerCase()))
        .limit(1)
      return row !== undefined
    },

    async insertInvited(member: NewInvitedMember, executor: Executor = db) {
      const [row] = await executor
        .insert(users)
        .values({ ...member, email: member.email.toLowerCase(), status: 'INVITED' })
        .returning({ id: users.id })
      return row!.id
    },

    async tenantName(tenantId: string, executor: Executor = db) {
      const [row] = await executor
        .select({ legalName: tenants.legalName })
        .from(tenants)
        .where(eq(tenants.id, tenantId))
        .limit(1)
      return row?.legalName ?? ''
    },

    /**
     * Moves a member from one status to another; answers false when the member was not in `from`
     * (someone else changed them a moment ago), so two racing requests cannot both succeed.
     */
    async changeStatus(
      tenantId: string,
      userId: string,
      from: readonly UserStatus[],
      to: UserStatus,
      executor: Executor = db,
    ): Promise<boolean> {
      const rows = await executor
        .update(users)
        .set({ status: to })
        .where(and(inTenant(tenantId, userId), or(...from.map((status) => eq(users.status, status)))))
        .returning({ id: users.id })
      return rows.length > 0
    },

    /** The owner becomes an admin; answers false if they were no longer the owner. */
    /**
     * Moves an admin or member, not deactivated, from one invitable role to the other; false when the row
     * changed meanwhile (its role or status is no longer what the caller checked).
     */
    async changeRole(
      tenantId: string,
      userId: string,
      from: 'admin' | 'member',
      to: 'admin' | 'member',
      executor: Executor = db,
    ): Promise<boolean> {
      const rows = await executor
        .update(users)
        .set({ applicationRole: to })
        .where(
          and(
            inTenant(tenantId, userId),
            eq(users.applicationRole, from),
            or(eq(users.status, 'ACTIVE'), eq(users.status, 'INVITED')),
          ),
        )
        .returning({ id: users.id })
      return rows.length > 0
    },

    async demoteOwner(tenantId: string, userId: string, executor: Executor = db): Promise<boolean> {
      const rows = await executor
        .update(users)
        .set({ applicationRole: 'admin' })
        .where(and(inTenant(tenantId, userId), eq(users.applicationRole, 'superadmin')))
        .returning({ id: users.id })
      return rows.length > 0
    },

    /**
     * Only an active admin or member can become the owner. Run after demoteOwner in the same
     * transaction: the one-owner index would refuse a second owner.
     */
    async promoteToOwner(tenantId: string, userId: string, executor: Executor = db): Promise<boolean> {
      const rows = await executor
        .update(users)
        .set({ applicationRole: 'superadmin' })
        .where(
          and(
            inTenant(tenantId, userId),
            eq(users.status, 'ACTIVE'),
            or(eq(users.applicationRole, 'admin'), eq(users.applicationRole, 'member')),
          ),
        )
        .returning({ id: users.id })
      return rows.length > 0
    },

    async passwordHashOf(tenantId: string, userId: string, executor: Executor = db) {
      const [row] = await executor
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(inTenant(tenantId, userId))
        .limit(1)
      return row?.passwordHash ?? null
    },

    /** Sets the first password of an invited account and makes it active with its email confirmed. */
    async completeInvitation(userId: string, passwordHash: string, at: Date, executor: Executor = db) {
      const rows = await executor
        .update(users)
        .set({ passwordHash, status: 'ACTIVE', emailVerifiedAt: at })
        .where(and(eq(users.id, userId), eq(users.status, 'INVITED')))
        .returning({ email: users.email, tenantId: users.tenantId })
      return rows[0]
    },

    /** Who an invitation is for, by the user its token names. */
    async findInvitee(userId: string, executor: Executor = db) {
      const [row] = await executor
        .select({
          id: users.id,
          tenantId: users.tenantId,
          email: users.email,
          fullName: users.fullName,
          applicationRole: users.applicationRole,
          status: users.status,
          companyName: tenants.legalName,
        })
        .from(users)
        .innerJoin(tenants, eq(tenants.id, users.tenantId))
        .where(eq(users.id, userId))
        .limit(1)
      return row
    },

    /** Ends every session the user holds; their access tokens stop working on the next request. */
    async revokeSessionsOf(userId: string, at: Date, executor: Executor = db) {
      await executor
        .update(sessions)
        .set({ revokedAt: at })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    },

    /** Retires every unused invitation link of the user (a cancelled invitation must not work). */
    async retireInvitations(userId: string, at: Date, executor: Executor = db) {
      await executor
        .update(userTokens)
        .set({ usedAt: at })
        .where(
          and(eq(userTokens.userId, userId), eq(userTokens.purpose, 'INVITATION'), isNull(userTokens.usedAt)),
        )
    },

    async liveInvitationExpiry(userId: string, at: Date, executor: Executor = db) {
      const [row] = await executor
        .select({ expiresAt: userTokens.expiresAt })
        .from(userTokens)
        .where(
          and(
            eq(userTokens.userId, userId),
            eq(userTokens.purpose, 'INVITATION'),
            isNull(userTokens.usedAt),
            gt(userTokens.expiresAt, at),
          ),
        )
        .orderBy(desc(userTokens.expiresAt))
        .limit(1)
      return row?.expiresAt ?? null
    },
  }
}

export type MembersRepository = ReturnType<typeof createMembersRepository>
export type MemberRow = NonNullable<Awaited<ReturnType<MembersRepository['findMember']>>>
