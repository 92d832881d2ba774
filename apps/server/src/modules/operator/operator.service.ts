import type {
  OperatorRejectTenantBody,
  OperatorTenantDetail,
  OperatorTenantSummary,
  OperatorTenantUser,
  OperatorUserSummary,
  TenantVerificationStatus,
  UserStatus,
  ApplicationRole,
  VerificationSubmission,
} from '@lumbung/contract'
import { operatorErrorMessages } from '@lumbung/contract'
import type { Database } from '../../db/database'
import type { Actor } from '../../lib/access'
import type { Audit } from '../../lib/audit'
import type { ChangeNotices } from '../../lib/change-notices'
import { AppError, notFound } from '../../lib/errors'
import type { OperatorRepository, OperatorTenantRow, OperatorUserRow } from './operator.repository'

/**
 * The company-verification workflow of the tenant module: its decisions move the tenant's status, mail
 * the company's owner and admins, and are audited with the operator as the actor.
 */
export interface TenantVerification {
  approve(tenantId: string, operator: Actor): Promise<void>
  reject(tenantId: string, operator: Actor, reason: string): Promise<void>
  latest(tenantId: string): Promise<VerificationSubmission | null>
}

export interface OperatorServiceDependencies {
  db: Database
  repository: OperatorRepository
  verification: TenantVerification
  audit: Audit
  /** Tells the gateway's caches that a person's named keys stop (or resume) working. */
  notices?: Pick<ChangeNotices, 'publish'>
  now?: () => Date
}

export interface TenantListQuery {
  page: number
  limit: number
  search?: string | undefined
  verification_status?: TenantVerificationStatus | undefined
}

export interface UserListQuery {
  page: number
  limit: number
  search?: string | undefined
  status?: UserStatus | undefined
  application_role?: ApplicationRole | undefined
  is_operator?: boolean | undefined
  tenant_id?: string | undefined
}

export const cannotDeactivateSelf = () =>
  new AppError('CANNOT_DEACTIVATE_SELF', 403, 'You cannot deactivate your own account')
export const operatorIsProtected = () =>
  new AppError('OPERATOR_PROTECTED', 403, 'Operators cannot be deactivated from the console')
/** 409, not 403: the operator may deactivate this account once ownership has moved to someone else. */
export const ownerCannotBeDeactivated = () =>
  new AppError('OWNER_CANNOT_BE_DEACTIVATED', 409, operatorErrorMessages.ownerCannotBeDeactivated)
export const userAlreadyDeactivated = () =>
  new AppError('USER_ALREADY_DEACTIVATED', 409, 'This user is already deactivated')
export const userNotDeactivated = () =>
  new AppError('USER_NOT_DEACTIVATED', 409, 'This user is not deactivated')

const tenantNotFound = () => notFound(operatorErrorMessages.tenantNotFound)
const userNotFound = () => notFound(operatorErrorMessages.userNotFound)

function tenantSummaryOf(row: OperatorTenantRow): OperatorTenantSummary {
  return {
    id: row.id,
    legal_name: row.legalName,
    brand_name: row.brandName,
    verification_status: row.verificationStatus,
    is_consumer: row.isConsumer,
    is_provider: row.isProvider,
    is_platform: row.isPlatform,
    total_users: row.totalUsers,
    created_date: row.createdAt.toISOString(),
  }
}

type UserFacts = Omit<OperatorUserRow, 'hasPassword'>

function tenantUserOf(row: UserFacts): OperatorTenantUser {
  return {
    id: row.id,
    email: row.email,
    full_name: row.fullName,
    application_role: row.role,
    status: row.status,
    is_operator: row.isOperator,
    user_is_verified: row.emailVerifiedAt !== null,
    created_date: row.createdAt.toISOString(),
  }
}

function userSummaryOf(row: UserFacts): OperatorUserSummary {
  return {
    ...tenantUserOf(row),
    tenant_id: row.tenantId,
    tenant_name: row.tenantName,
    last_login_date: row.lastLoginAt?.toISOString() ?? null,
  }
}

export type OperatorService = ReturnType<typeof createOperatorService>

export function createOperatorService({
  db,
  repository,
  verification,
  audit,
  notices,
  now = () => new Date(),
}: OperatorServiceDependencies) {
  // The change has committed; a notice that cannot be sent leaves the gateway's short cache to catch up.
  const announceMemberChange = (tenantId: string, userId: string) =>
    notices?.publish({ topic: 'member', tenantId, userId }).catch(() => undefined)

  // A decided verification changes what the company's signed-in members may do, on every instance.
  const announceTenantChange = (tenantId: string) =>
    notices?.publish({ topic: 'tenant', tenantId }).catch(() => undefined)

  async function tenantDetail(tenantId: string): Promise<OperatorTenantDetail> {
    const tenant = await repository.findTenant(tenantId)
    if (!tenant) throw tenantNotFound()
    const [users, submission] = await Promise.all([
      repository.listTenantUsers(tenantId),
      verification.latest(tenantId),
    ])
    return {
      ...tenantSummaryOf(tenant),
      industry: tenant.industry,
      company_size: tenant.companySize,
      address: tenant.address,
      npwp: tenant.npwp,
      users: users.map(tenantUserOf),
      verification: submission,
    }
  }

  async function requireUser(userId: string) {
    const user = await repository.findUser(userId)
    if (!user) throw userNotFound()
    return user
  }

  return {
    async listTenants(actor: Actor, query: TenantListQuery) {
      const { rows, total } = await repository.listTenants({
        page: query.page,
        limit: query.limit,
        search: query.search || undefined,
        verificationStatus: query.verification_status,
      })
      return { data: rows.map(tenantSummaryOf), total_data: total }
    },

    /** What the operator sees here (the users and the registration documents) goes into the company's trail. */
    async tenantDetail(actor: Actor, tenantId: string) {
      const detail = await tenantDetail(tenantId)
      if (tenantId !== actor.tenantId) {
        await audit.count({
          action: 'operator.tenant.viewed',
          tenantId,
          actorUserId: actor.userId,
          targetType: 'tenant',
          targetId: tenantId,
          detail: {
            users: detail.users.length,
            documents: (detail.verification?.documents ?? []).map((document) => document.kind),
          },
        })
      }
      return detail
    },

    async approveTenant(actor: Actor, tenantId: string) {
      if (!(await repository.findTenant(tenantId))) throw tenantNotFound()
      await verification.approve(tenantId, actor)
      await announceTenantChange(tenantId)
      return tenantDetail(tenantId)
    },

    async rejectTenant(actor: Actor, tenantId: string, { reason }: OperatorRejectTenantBody) {
      if (!(await repository.findTenant(tenantId))) throw tenantNotFound()
      await verification.reject(tenantId, actor, reason)
      await announceTenantChange(tenantId)
      return tenantDetail(tenantId)
    },

    async listUsers(actor: Actor, query: UserListQuery) {
      const { rows, total } = await repository.listUsers({
        page: query.page,
        limit: query.limit,
        search: query.search || undefined,
        status: query.status,
        role: query.application_role,
        isOperator: query.is_operator,
        tenantId: query.tenant_id,
      })
      // Each company whose people the page shows finds the reading in its trail.
      const companies = new Set(rows.map((row) => row.tenantId).filter((id) => id !== actor.tenantId))
      for (const tenantId of companies) {
        await audit.count({
          action: 'operator.users.listed',
          tenantId,
          actorUserId: actor.userId,
          targetType: 'tenant',
          targetId: tenantId,
        })
      }
      return { data: rows.map(userSummaryOf), total_data: total }
    },

    /** Operators suspend accounts across tenants; their own and other operators' are out of reach. */
    async deactivateUser(actor: Actor, userId: string): Promise<OperatorUserSummary> {
      const user = await requireUser(userId)
      if (user.id === actor.userId) throw cannotDeactivateSelf()
      if (user.isOperator) throw operatorIsProtected()
      // A company always has exactly one owner (docs/product.md#user).
      if (user.role === 'superadmin') throw ownerCannotBeDeactivated()
      if (user.status === 'DEACTIVATED') throw userAlreadyDeactivated()
      await db.transaction(async (tx) => {
        await repository.setUserStatus(user.id, 'DEACTIVATED', tx)
        await repository.revokeUserSessions(user.id, now(), tx)
        await audit.record(tx, {
          action: 'operator.user.deactivate',
          tenantId: user.tenantId,
          actorUserId: actor.userId,
          targetType: 'user',
          targetId: user.id,
          detail: { previous_status: user.status },
        })
      })
      await announceMemberChange(user.tenantId, user.id)
      return userSummaryOf(await requireUser(userId))
    },

    /** Back to where the account stood: active, or invited while no password was ever set. */
    async reactivateUser(actor: Actor, userId: string): Promise<OperatorUserSummary> {
      const user = await requireUser(userId)
      if (user.status !== 'DEACTIVATED') throw userNotDeactivated()
      const status: UserStatus = user.hasPassword ? 'ACTIVE' : 'INVITED'
      await db.transaction(async (tx) => {
        await repository.setUserStatus(user.id, status, tx)
        await audit.record(tx, {
          action: 'operator.user.reactivate',
          tenantId: user.tenantId,
          actorUserId: actor.userId,
          targetType: 'user',
          targetId: user.id,
          detail: { status },
        })
      })
      await announceMemberChange(user.tenantId, user.id)
      return userSummaryOf(await requireUser(userId))
    },
  }
}
