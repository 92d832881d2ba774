import type { UserType } from '@lumbung/contract'
import { and, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Executor } from '../../../db/database'
import { storageSettings, users, type StorageSettingRow } from '../../../db/schema'
import { containsPattern } from '../../../lib/sql-patterns'

export type StorageSettingsRepository = ReturnType<typeof createStorageSettingsRepository>

/** One side of one tenant: every query is limited to it, so an id from another tenant finds nothing. */
export interface StorageScope {
  tenantId: string
  userType: UserType
}

export interface StorageSettingFilter {
  search?: string | undefined
  cloudProvider?: StorageSettingRow['cloudProvider'] | undefined
  status?: StorageSettingRow['status'] | undefined
}

export type StorageSettingWrite = Pick<
  StorageSettingRow,
  | 'name'
  | 'cloudProvider'
  | 'bucket'
  | 'publicConfig'
  | 'sealedCredentials'
  | 'status'
  | 'statusMessage'
  | 'checkedAt'
>

export interface StorageSettingWithPeople extends StorageSettingRow {
  createdByName: string | null
  updatedByName: string | null
}

const creator = alias(users, 'creator')
const updater = alias(users, 'updater')

const scoped = (scope: StorageScope) =>
  and(eq(storageSettings.tenantId, scope.tenantId), eq(storageSettings.userType, scope.userType))!

export function createStorageSettingsRepository(db: Executor) {
  const withPeople = (executor: Executor) =>
    executor
      .select({
        setting: storageSettings,
        createdByName: creator.fullName,
        updatedByName: updater.fullName,
      })
      .from(storageSettings)
      .leftJoin(creator, eq(creator.id, storageSettings.createdBy))
      .leftJoin(updater, eq(updater.id, storageSettings.updatedBy))

  const flatten = (row: {
    setting: StorageSettingRow
    createdByName: string | null
    updatedByName: string | null
  }): StorageSettingWithPeople => ({
    ...row.setting,
    createdByName: row.createdByName,
    updatedByName: row.updatedByName,
  })

  return {
    async list(
      scope: StorageScope,
      filter: StorageSettingFilter,
      page: number,
      limit: number,
      executor: Executor = db,
    ) {
      const conditions: SQL[] = [scoped(scope)]
      if (filter.search) conditions.push(ilike(storageSettings.name, containsPattern(filter.search)))
      if (filter.cloudProvider) conditions.push(eq(storageSettings.cloudProvider, filter.cloudProvider))
      if (filter.status) conditions.push(eq(storageSettings.status, filter.status))
      const where = and(...conditions)
      const [rows, [total]] = await Promise.all([
        withPeople(executor)
          .where(where)
          .orderBy(desc(storageSettings.createdAt), desc(storageSettings.id))
          .limit(limit)
          .offset((page - 1) * limit),
        executor.select({ total: count() }).from(storageSettings).where(where),
      ])
      return { rows: rows.map(flatten), total: total?.total ?? 0 }
    },

    async find(scope: StorageScope, id: string, executor: Executor = db) {
      const [row] = await withPeople(executor)
        .where(and(scoped(scope), eq(storageSettings.id, id)))
        .limit(1)
      return row ? flatten(row) : undefined
    },

    async options(scope: StorageScope, isConnectedOnly: boolean, executor: Executor = db) {
      const conditions: SQL[] = [scoped(scope)]
      if (isConnectedOnly) conditions.push(eq(storageSettings.status, 'CONNECTED'))
      return executor
        .select({
          id: storageSettings.id,
          name: storageSettings.name,
          cloudProvider: storageSettings.cloudProvider,
        })
        .from(storageSettings)
        .where(and(...conditions))
        .orderBy(storageSettings.name)
    },

    async isNameTaken(scope: StorageScope, name: string, exceptId?: string, executor: Executor = db) {
      const conditions: SQL[] = [scoped(scope), sql`lower(${storageSettings.name}) = lower(${name})`]
      if (exceptId) conditions.push(sql`${storageSettings.id} <> ${exceptId}`)
      const [row] = await executor
        .select({ id: storageSettings.id })
        .from(storageSettings)
        .where(and(...conditions))
        .limit(1)
      return row !== undefined
    },

    async insert(scope: StorageScope, userId: string, values: StorageSettingWrite, executor: Executor = db) {
      const [row] = await executor
        .insert(storageSettings)
        .values({
          ...values,
          tenantId: scope.tenantId,
          userType: scope.userType,
          createdBy: userId,
          updatedBy: userId,
        })
        .returning({ id: storageSettings.id })
      return row!.id
    },

    async update(
      scope: StorageScope,
      id: string,
      userId: string,
      values: StorageSettingWrite,
      executor: Executor = db,
    ) {
      const rows = await executor
        .update(storageSettings)
        .set({ ...values, updatedBy: userId })
        .where(and(scoped(scope), eq(storageSettings.id, id)))
        .returning({ id: storageSettings.id })
      return rows.length > 0
    },

    async remove(scope: StorageScope, id: string, executor: Executor = db) {
      const rows = await executor
        .delete(storageSettings)
        .where(and(scoped(scope), eq(storageSettings.id, id)))
        .returning({ id: storageSettings.id })
      return rows.length > 0
    },
  }
}
