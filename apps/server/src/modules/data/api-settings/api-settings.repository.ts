import type { ApiSettingStatus, AuthType } from '@lumbung/contract'
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Executor } from '../../../db/database'
import { apiSettings, datasets, users } from '../../../db/schema'
import { containsPattern } from '../../../lib/sql-patterns'

export interface ApiSettingFilter {
  search?: string | undefined
  status?: ApiSettingStatus | undefined
  authType?: AuthType | undefined
}

/** What is stored of an API setting; the secret stays sealed. */
export interface ApiSettingValues {
  name: string
  description: string | null
  baseUrl: string | null
  status: ApiSettingStatus
  authType: AuthType
  username: string | null
  headerName: string | null
  sealedSecret: string | null
  secretHint: string | null
}

const creator = alias(users, 'api_setting_creator')
const modifier = alias(users, 'api_setting_modifier')

const columns = {
  id: apiSettings.id,
  tenantId: apiSettings.tenantId,
  name: apiSettings.name,
  description: apiSettings.description,
  baseUrl: apiSettings.baseUrl,
  status: apiSettings.status,
  authType: apiSettings.authType,
  username: apiSettings.username,
  headerName: apiSettings.headerName,
  sealedSecret: apiSettings.sealedSecret,
  secretHint: apiSettings.secretHint,
  createdAt: apiSettings.createdAt,
  updatedAt: apiSettings.updatedAt,
  createdByName: creator.fullName,
  modifiedByName: modifier.fullName,
}

export type ApiSettingRow = Awaited<ReturnType<ApiSettingsRepository['find']>> & object

export type ApiSettingsRepository = ReturnType<typeof createApiSettingsRepository>

/**
 * A tenant's API settings. Every query names the tenant beside the id, so another company's setting
 * is simply not found: tenant isolation lives here.
 */
export function createApiSettingsRepository(db: Executor) {
  const inTenant = (tenantId: string, id: string) =>
    and(eq(apiSettings.tenantId, tenantId), eq(apiSettings.id, id))

  const selectWithNames = (executor: Executor) =>
    executor
      .select(columns)
      .from(apiSettings)
      .leftJoin(creator, eq(creator.id, apiSettings.createdBy))
      .leftJoin(modifier, eq(modifier.id, apiSettings.updatedBy))

  return {
    async find(tenantId: string, id: string, executor: Executor = db) {
      const [row] = await selectWithNames(executor).where(inTenant(tenantId, id)).limit(1)
      return row
    },

    async list(
      tenantId: string,
      filter: ApiSettingFilter,
      page: number,
      limit: number,
      executor: Executor = db,
    ) {
      const conditions: SQL[] = [eq(apiSettings.tenantId, tenantId)]
      if (filter.search) {
        const pattern = containsPattern(filter.search)
        conditions.push(or(ilike(apiSettings.name, pattern), ilike(apiSettings.description, pattern))!)
      }
      if (filter.status) conditions.push(eq(apiSettings.status, filter.status))
      if (filter.authType) conditions.push(eq(apiSettings.authType, filter.authType))
      const where = and(...conditions)
      const [rows, [total]] = await Promise.all([
        selectWithNames(executor)
          .where(where)
          .orderBy(desc(apiSettings.updatedAt), apiSettings.id)
          .limit(limit)
          .offset((page - 1) * limit),
        executor.select({ total: count() }).from(apiSettings).where(where),
      ])
      return { rows, total: total?.total ?? 0 }
    },

    /** The tenant's ACTIVE settings, by name: what an API dataset may use. */
    async listActive(tenantId: string, executor: Executor = db) {
      return executor
        .select({ id: apiSettings.id, name: apiSettings.name })
        .from(apiSettings)
        .where(and(eq(apiSettings.tenantId, tenantId), eq(apiSettings.status, 'ACTIVE')))
        .orderBy(apiSettings.name)
    },

    async isNameTaken(tenantId: string, name: string, exceptId: string | null, executor: Executor = db) {
      const conditions = [
        eq(apiSettings.tenantId, tenantId),
        sql`lower(${apiSettings.name}) = lower(${name})`,
      ]
      if (exceptId) conditions.push(sql`${apiSettings.id} <> ${exceptId}`)
      const [row] = await executor
        .select({ id: apiSettings.id })
        .from(apiSettings)
        .where(and(...conditions))
        .limit(1)
      return row !== undefined
    },

    async insert(tenantId: string, userId: string, values: ApiSettingValues, executor: Executor = db) {
      const [row] = await executor
        .insert(apiSettings)
        .values({ ...values, tenantId, createdBy: userId, updatedBy: userId })
        .returning({ id: apiSettings.id })
      return row!.id
    },

    async update(
      tenantId: string,
      id: string,
      userId: string,
      values: ApiSettingValues,
      executor: Executor = db,
    ) {
      const rows = await executor
        .update(apiSettings)
        .set({ ...values, updatedBy: userId, updatedAt: new Date() })
        .where(inTenant(tenantId, id))
        .returning({ id: apiSettings.id })
      return rows.length > 0
    },

    async remove(tenantId: string, id: string, executor: Executor = db) {
      const rows = await executor
        .delete(apiSettings)
        .where(inTenant(tenantId, id))
        .returning({ id: apiSettings.id })
      return rows.length > 0
    },

    /** Whether an ACTIVE dataset of the tenant calls its upstream through this setting. */
    async isInUse(tenantId: string, id: string, executor: Executor = db) {
      const [row] = await executor
        .select({ id: datasets.id })
        .from(datasets)
        .where(
          and(eq(datasets.tenantId, tenantId), eq(datasets.apiSettingId, id), eq(datasets.status, 'ACTIVE')),
        )
        .limit(1)
      return row !== undefined
    },
  }
}
