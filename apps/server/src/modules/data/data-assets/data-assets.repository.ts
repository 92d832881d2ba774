import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm'
import type { Executor } from '../../../db/database'
import { dataAssets, storageSettings, users, type DataAssetRow } from '../../../db/schema'
import { containsPattern } from '../../../lib/sql-patterns'
import type { StorageScope } from '../storage-settings'

export type DataAssetsRepository = ReturnType<typeof createDataAssetsRepository>

export interface DataAssetFilter {
  search?: string | undefined
  status?: DataAssetRow['status'] | undefined
}

export interface DataAssetWithNames extends DataAssetRow {
  createdByName: string | null
  storageSettingName: string | null
}

export type NewDataAsset = Pick<
  DataAssetRow,
  | 'name'
  | 'description'
  | 'source'
  | 'originalName'
  | 'storageSettingId'
  | 'bucket'
  | 'sourcePath'
  | 'fileKey'
  | 'sizeBytes'
>

const scoped = (scope: StorageScope) =>
  and(eq(dataAssets.tenantId, scope.tenantId), eq(dataAssets.userType, scope.userType))!

/** Tenant-scoped reads and writes; only the ingest job reads an asset by id alone. */
export function createDataAssetsRepository(db: Executor) {
  const withNames = (executor: Executor) =>
    executor
      .select({ asset: dataAssets, createdByName: users.fullName, storageSettingName: storageSettings.name })
      .from(dataAssets)
      .leftJoin(users, eq(users.id, dataAssets.createdBy))
      .leftJoin(storageSettings, eq(storageSettings.id, dataAssets.storageSettingId))

  const flatten = (row: {
    asset: DataAssetRow
    createdByName: string | null
    storageSettingName: string | null
  }): DataAssetWithNames => ({
    ...row.asset,
    createdByName: row.createdByName,
    storageSettingName: row.storageSettingName,
  })

  return {
    async list(
      scope: StorageScope,
      filter: DataAssetFilter,
      page: number,
      limit: number,
      executor: Executor = db,
    ) {
      const conditions: SQL[] = [scoped(scope)]
      if (filter.search) {
        const pattern = containsPattern(filter.search)
        conditions.push(or(ilike(dataAssets.name, pattern), ilike(dataAssets.originalName, pattern))!)
      }
      if (filter.status) conditions.push(eq(dataAssets.status, filter.status))
      const where = and(...conditions)
      const [rows, [total]] = await Promise.all([
        withNames(executor)
          .where(where)
          .orderBy(desc(dataAssets.createdAt), desc(dataAssets.id))
          .limit(limit)
          .offset((page - 1) * limit),
        executor.select({ total: count() }).from(dataAssets).where(where),
      ])
      return { rows: rows.map(flatten), total: total?.total ?? 0 }
    },

    async find(scope: StorageScope, id: string, executor: Executor = db) {
      const [row] = await withNames(executor)
        .where(and(scoped(scope), eq(dataAssets.id, id)))
        .limit(1)
      return row ? flatten(row) : undefined
    },

    async readyOptions(scope: StorageScope, executor: Executor = db) {
      return executor
        .select({ id: dataAssets.id, name: dataAssets.name })
        .from(dataAssets)
        .where(and(scoped(scope), eq(dataAssets.status, 'READY')))
        .orderBy(dataAssets.name)
    },

    /** The READY assets with their columns and row counts, by name: what a query can be run over. */
    async readyWithColumns(scope: StorageScope, limit: number, executor: Executor = db) {
      return executor
        .select({
          id: dataAssets.id,
          name: dataAssets.name,
          columns: dataAssets.columns,
          rowCount: dataAssets.rowCount,
        })
        .from(dataAssets)
        .where(and(scoped(scope), eq(dataAssets.status, 'READY')))
        .orderBy(asc(dataAssets.name), asc(dataAssets.id))
        .limit(limit)
    },

    async insert(scope: StorageScope, userId: string, values: NewDataAsset, executor: Executor = db) {
      const [row] = await executor
        .insert(dataAssets)
        .values({ ...values, tenantId: scope.tenantId, userType: scope.userType, createdBy: userId })
        .returning({ id: dataAssets.id })
      return row!.id
    },

    async remove(scope: StorageScope, id: string, executor: Executor = db) {
      const [row] = await executor
        .delete(dataAssets)
        .where(and(scoped(scope), eq(dataAssets.id, id)))
        .returning({ fileKey: dataAssets.fileKey })
      return row
    },

    /** The ingest job's read: the job carries only the id it was given when the asset was added. */
    async findForIngest(id: string, executor: Executor = db) {
      const [row] = await executor.select().from(dataAssets).where(eq(dataAssets.id, id)).limit(1)
      return row
    },

    async setFile(id: string, fileKey: string, sizeBytes: number, executor: Executor = db) {
      await executor.update(dataAssets).set({ fileKey, sizeBytes }).where(eq(dataAssets.id, id))
    },

    async markReady(id: string, columns: string[], rowCount: number, executor: Executor = db) {
      const rows = await executor
        .update(dataAssets)
        .set({ status: 'READY', columns, rowCount, failureMessage: null })
        .where(and(eq(dataAssets.id, id), eq(dataAssets.status, 'PROCESSING')))
        .returning({ id: dataAssets.id })
      return rows.length > 0
    },

    async markFailed(id: string, message: string, executor: Executor = db) {
      await executor
        .update(dataAssets)
        .set({ status: 'FAILED', failureMessage: message })
        .where(and(eq(dataAssets.id, id), eq(dataAssets.status, 'PROCESSING')))
    },
  }
}
