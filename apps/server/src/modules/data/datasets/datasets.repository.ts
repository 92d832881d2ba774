import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Executor } from '../../../db/database'
import { apiSettings, datasets, secretShareStoreA, secretShareStoreB, users } from '../../../db/schema'
import { containsPattern } from '../../../lib/sql-patterns'

export type DatasetRow = typeof datasets.$inferSelect
export type NewDatasetRow = typeof datasets.$inferInsert
export type DataType = DatasetRow['dataType']
export type DatasetStatus = DatasetRow['status']

export interface DatasetWithPeople extends DatasetRow {
  createdByName: string | null
  modifiedByName: string | null
}

export interface DatasetFilter {
  search?: string | undefined
  dataType?: DataType | undefined
  status?: DatasetStatus | undefined
  page: number
  limit: number
}

const creators = alias(users, 'creators')
const modifiers = alias(users, 'modifiers')

/** The provider's datasets; every query names the tenant, so one tenant never reads another's. */
export function createDatasetsRepository(db: Executor) {
  const withPeople = (executor: Executor) =>
    executor
      .select({ dataset: datasets, createdByName: creators.fullName, modifiedByName: modifiers.fullName })
      .from(datasets)
      .leftJoin(creators, eq(creators.id, datasets.createdBy))
      .leftJoin(modifiers, eq(modifiers.id, datasets.modifiedBy))

  const flatten = (row: {
    dataset: DatasetRow
    createdByName: string | null
    modifiedByName: string | null
  }) => ({
    ...row.dataset,
    createdByName: row.createdByName,
    modifiedByName: row.modifiedByName,
  })

  return {
    async list(
      tenantId: string,
      filter: DatasetFilter,
    ): Promise<{ rows: DatasetWithPeople[]; total: number }> {
      const conditions: SQL[] = [eq(datasets.tenantId, tenantId)]
      if (filter.search) conditions.push(ilike(datasets.name, containsPattern(filter.search)))
      if (filter.dataType) conditions.push(eq(datasets.dataType, filter.dataType))
      if (filter.status) conditions.push(eq(datasets.status, filter.status))
      const where = and(...conditions)
      const rows = await withPeople(db)
        .where(where)
        .orderBy(desc(datasets.createdAt), desc(datasets.id))
        .limit(filter.limit)
        .offset((filter.page - 1) * filter.limit)
      const [total] = await db.select({ value: count() }).from(datasets).where(where)
      return { rows: rows.map(flatten), total: total?.value ?? 0 }
    },

    async find(tenantId: string, id: string, dataType: DataType, executor: Executor = db) {
      const [row] = await withPeople(executor)
        .where(and(eq(datasets.tenantId, tenantId), eq(datasets.id, id), eq(datasets.dataType, dataType)))
        .limit(1)
      return row ? flatten(row) : undefined
    },

    async insert(values: NewDatasetRow, executor: Executor = db): Promise<DatasetRow> {
      const [row] = await executor.insert(datasets).values(values).returning()
      return row!
    },

    async update(tenantId: string, id: string, values: Partial<NewDatasetRow>, executor: Executor = db) {
      await executor
        .update(datasets)
        .set(values)
        .where(and(eq(datasets.tenantId, tenantId), eq(datasets.id, id)))
    },

    async remove(tenantId: string, id: string, executor: Executor = db) {
      await executor.delete(datasets).where(and(eq(datasets.tenantId, tenantId), eq(datasets.id, id)))
    },

    /** The tenant's API setting an API dataset calls through (owned by the API-settings area). */
    async findApiSetting(tenantId: string, id: string) {
      const [row] = await db
        .select({
          id: apiSettings.id,
          name: apiSettings.name,
          status: apiSettings.status,
          baseUrl: apiSettings.baseUrl,
        })
        .from(apiSettings)
        .where(and(eq(apiSettings.tenantId, tenantId), eq(apiSettings.id, id)))
        .limit(1)
      return row
    },

    async readStore(store: 'A' | 'B', datasetId: string) {
      const table = store === 'A' ? secretShareStoreA : secretShareStoreB
      return db.select().from(table).where(eq(table.datasetId, datasetId)).orderBy(table.rowIndex)
    },
  }
}

export type DatasetsRepository = ReturnType<typeof createDatasetsRepository>
