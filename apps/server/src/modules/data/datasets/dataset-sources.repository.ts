import { datasetStatuses, type ProductDataType } from '@lumbung/contract'
import { and, asc, desc, eq, inArray, notInArray, type SQL } from 'drizzle-orm'
import type { Executor } from '../../../db/database'
import { datasetFileVersions, datasets, type StoredColumn } from '../../../db/schema'

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

/** A file dataset's current (newest published) version: what a product's sample is made from. */
export interface CurrentDatasetFile {
  /** Null for a file stored before versions, which has no version row yet: it is version 1. */
  versionId: string | null
  versionNo: number
  columns: StoredColumn[]
  /** The first rows, as the analysis of the file kept them. */
  preview: string[][]
}

/** The datasets a product can be built from, for the products area. */
export interface DatasetSources {
  /** The current version of one of the tenant's file datasets; undefined when it has no file. */
  currentFile(
    tenantId: string,
    datasetId: string,
    executor?: Executor,
  ): Promise<CurrentDatasetFile | undefined>
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
    async currentFile(tenantId, datasetId, executor = db) {
      const [version] = await executor
        .select({
          versionId: datasetFileVersions.id,
          versionNo: datasetFileVersions.versionNo,
          columns: datasetFileVersions.dataStructure,
          preview: datasetFileVersions.preview,
        })
        .from(datasetFileVersions)
        .where(
          and(
            eq(datasetFileVersions.tenantId, tenantId),
            eq(datasetFileVersions.datasetId, datasetId),
            eq(datasetFileVersions.status, 'PUBLISHED'),
          ),
        )
        .orderBy(desc(datasetFileVersions.versionNo))
        .limit(1)
      if (version) return version
      // Versions are written on a dataset's first versioned use; until then its row holds the file.
      const [row] = await executor
        .select({ fileKey: datasets.fileKey, columns: datasets.dataStructure, preview: datasets.preview })
        .from(datasets)
        .where(
          and(eq(datasets.tenantId, tenantId), eq(datasets.id, datasetId), eq(datasets.dataType, 'FILE')),
        )
        .limit(1)
      if (!row?.fileKey) return undefined
      return { versionId: null, versionNo: 1, columns: row.columns ?? [], preview: row.preview ?? [] }
    },
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
