import type { ApplicationRole, TenantVerificationStatus, UserStatus } from '@lumbung/contract'
import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm'
import type { Executor } from '../../db/database'
import { sessions, tenants, users } from '../../db/schema'
import { containsPattern } from '../../lib/sql-patterns'

export type OperatorRepository = ReturnType<typeof createOperatorRepository>

export interface Page {
  page: number
  limit: number
}

export interface TenantFilter extends Page {
  search?: string | undefined
  verificationStatus?: TenantVerificationStatus | undefined
}

export interface UserFilter extends Page {
  search?: string | undefined
  status?: UserStatus | undefined
  role?: ApplicationRole | undefined
  isOperator?: boolean | undefined
  tenantId?: string | undefined
}

const tenantColumns = {
  id: tenants.id,
  legalName: tenants.legalName,
  brandName: tenants.brandName,
  industry: tenants.industry,
  companySize: tenants.companySize,
  address: tenants.address,
  npwp: tenants.npwp,
  verificationStatus: tenants.verificationStatus,
  isConsumer: tenants.isConsumer,
  isProvider: tenants.isProvider,
  isPlatform: tenants.isPlatform,
  createdAt: tenants.createdAt,
  // Spelled out: inside a one-table select the query builder drops table names, which would make the
  // correlated subquery compare the user's own columns.
  totalUsers:
    sql<number>`(select count(*)::int from users counted where counted.tenant_id = "tenants"."id")`.mapWith(
      Number,
    ),
}

const userColumns = {
  id: users.id,
  email: users.email,
  fullName: users.fullName,
  tenantId: users.tenantId,
  tenantName: tenants.legalName,
  role: users.applicationRole,
  status: users.status,
  isOperator: users.isOperator,
  emailVerifiedAt: users.emailVerifiedAt,
  lastLoginAt: users.lastLoginAt,
  createdAt: users.createdAt,
}

export type OperatorTenantRow = NonNullable<Awaited<ReturnType<OperatorRepository['findTenant']>>>
export type OperatorUserRow = NonNullable<Awaited<ReturnType<OperatorRepository['findUser']>>>

/**
 * The operator console reads across tenants on purpose: operators see every tenant
 * (docs/product.md#who-uses-it).
 */
export function createOperatorRepository(db: Executor) {
  function tenantWhere(filter: TenantFilter): SQL | undefined {
    const conditions: SQL[] = []
    if (filter.search) {
      const pattern = containsPattern(filter.search)
      conditions.push(or(ilike(tenants.legalName, pattern), ilike(tenants.brandName, pattern))!)
    }
    if (filter.verificationStatus) conditions.push(eq(tenants.verificationStatus, filter.verificationStatus))
    return conditions.length > 0 ? and(...conditions) : undefined
  }

  function userWhere(filter: UserFilter): SQL | undefined {
    const conditions: SQL[] = []
    if (filter.search) {
      const pattern = containsPattern(filter.search)
      conditions.push(
        or(ilike(users.email, pattern), ilike(users.fullName, pattern), ilike(tenants.legalName, pattern))!,
      )
    }
    if (filter.status) conditions.push(eq(users.status, filter.status))
    if (filter.role) conditions.push(eq(users.applicationRole, filter.role))
    if (filter.isOperator !== undefined) conditions.push(eq(users.isOperator, filter.isOperator))
    if (filter.tenantId) conditions.push(eq(users.tenantId, filter.tenantId))
    return conditions.length > 0 ? and(...conditions) : undefined
  }

  return {
    /** Companies waiting for review come first, then the newest. */
    async listTenants(filter: TenantFilter, executor: Executor = db) {
      const where = tenantWhere(filter)
      const [rows, [total]] = await Promise.all([
        executor
          .select(tenantColumns)
          .from(tenants)
          .where(where)
          .orderBy(
            sql`case when ${tenants.verificationStatus} = 'PENDING' then 0 else 1 end`,
            desc(tenants.createdAt),
            asc(tenants.id),
          )
          .limit(filter.limit)
          .offset((filter.page - 1) * filter.limit),
        executor.select({ value: count() }).from(tenants).where(where),
      ])
      return { rows, total: total?.value ?? 0 }
    },

    async findTenant(tenantId: string, executor: Executor = db) {
      const [row] = await executor
        .select(tenantColumns)
        .from(tenants)
        .where(eq(tenants.id, tenantId))
        .limit(1)
      return row
    },

    async listTenantUsers(tenantId: string, executor: Executor = db) {
      return executor
        .select(userColumns)
        .from(users)
        .innerJoin(tenants, eq(tenants.id, users.tenantId))
        .where(eq(users.tenantId, tenantId))
        .orderBy(
          sql`case ${users.applicationRole} when 'superadmin' then 0 when 'admin' then 1 else 2 end`,
          asc(users.fullName),
        )
    },

    async listUsers(filter: UserFilter, executor: Executor = db) {
      const where = userWhere(filter)
      const [rows, [total]] = await Promise.all([
        executor
          .select(userColumns)
          .from(users)
          .innerJoin(tenants, eq(tenants.id, users.tenantId))
          .where(where)
          .orderBy(desc(users.createdAt), asc(users.id))
          .limit(filter.limit)
          .offset((filter.page - 1) * filter.limit),
        executor
          .select({ value: count() })
          .from(users)
          .innerJoin(tenants, eq(tenants.id, users.tenantId))
          .where(where),
      ])
      return { rows, total: total?.value ?? 0 }
    },

    async findUser(userId: string, executor: Executor = db) {
      const [row] = await executor
        .select({ ...userColumns, hasPassword: sql<boolean>`${users.passwordHash} is not null` })
        .from(users)
        .innerJoin(tenants, eq(tenants.id, users.tenantId))
        .where(eq(users.id, userId))
        .limit(1)
      return row
    },

    async setUserStatus(userId: string, status: UserStatus, executor: Executor = db) {
      await executor.update(users).set({ status }).where(eq(users.id, userId))
    },

    /** Ends every live session of the user: their next call, and their next refresh, is refused. */
    async revokeUserSessions(userId: string, at: Date, executor: Executor = db) {
      await executor
        .update(sessions)
        .set({ revokedAt: at })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    },
  }
}
