import { datasetStatuses, type ProductDataType } from '@lumbung/contract'
import { and, asc, eq, inArray, notInArray, type SQL } from 'drizzle-orm'
import type { Executor } from '../../../db/database'
import { datasets } from '../../../db/schema'

const summary = {
  id: datasets.id,
  name: datasets.name,
  dataType: datasets.dataType,
  status: datasets.status,
  responseSample: datasets.responseSample,
}

/** A dataset as the product screens show it beside a product. */
export interface DatasetSourceSummary {
  id: string
  name: string
  dataType: string
  status: string
  responseSample: string | null
}

/** The datasets a product can be built from, for the products area. */
export interface DatasetSources {
  find(tenantId: string, datasetId: string, executor?: Executor): Promise<DatasetSourceSummary | undefined>
  findMany(tenantId: string, datasetIds: string[]): Promise<DatasetSourceSummary[]>
  list(
    tenantId: string,
    dataType: ProductDataType,
    excludeStatuses: string[],
  ): Promise<{ id: string; name: string }[]>
}

/** Reads the tenant's datasets for the product screens; every query names the tenant. */
export function createDatasetSourcesRepository(db: Executor): DatasetSources {
  return {
    async find(tenantId, datasetId, executor = db) {
      const [row] = await executor
        .select(summary)
        .from(datasets)
        .where(and(eq(datasets.tenantId, tenantId), eq(datasets.id, datasetId)))
        .limit(1)
      return row
    },
    async findMany(tenantId, datasetIds) {
      return db
        .select(summary)
        .from(datasets)
        .where(and(eq(datasets.tenantId, tenantId), inArray(datasets.id, datasetIds)))
    },
    async list(tenantId, dataType, excludeStatuses) {
      const conditions: SQL[] = [eq(datasets.tenantId, tenantId), eq(datasets.dataType, dataType)]
      const excluded = datasetStatuses.filter((status) => excludeStatuses.includes(status))
      if (excluded.length > 0) conditions.push(notInArray(datasets.status, excluded))
      return db
        .select({ id: datasets.id, name: datasets.name })
        .from(datasets)
        .where(and(...conditions))
        .orderBy(asc(datasets.name), asc(datasets.id))
        .limit(500)
    },
  }
}
