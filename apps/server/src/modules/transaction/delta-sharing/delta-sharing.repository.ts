import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Executor } from '../../../db/database'
import { datasetFileVersions, tenants } from '../../../db/schema'

export type DeltaSharingRepository = ReturnType<typeof createDeltaSharingRepository>

const versionColumns = {
  id: datasetFileVersions.id,
  datasetId: datasetFileVersions.datasetId,
  versionNo: datasetFileVersions.versionNo,
  rowCount: datasetFileVersions.rowCount,
  publishedAt: datasetFileVersions.publishedAt,
  parquetKey: datasetFileVersions.parquetKey,
  parquetSize: datasetFileVersions.parquetSize,
  parquetSha256: datasetFileVersions.parquetSha256,
  parquetSchema: datasetFileVersions.parquetSchema,
}

/** What the sharing server reads beside the purchases: company names and the Parquet of published versions. */
export function createDeltaSharingRepository(db: Executor) {
  return {
    async companyNames(ids: readonly string[], executor: Executor = db) {
      if (ids.length === 0) return new Map<string, string>()
      const rows = await executor
        .select({ id: tenants.id, legalName: tenants.legalName, brandName: tenants.brandName })
        .from(tenants)
        .where(inArray(tenants.id, [...ids]))
      return new Map(rows.map((row) => [row.id, row.brandName?.trim() || row.legalName]))
    },

    /** A provider's published versions of a dataset, oldest first. */
    async publishedVersions(providerTenantId: string, datasetId: string, executor: Executor = db) {
      return executor
        .select(versionColumns)
        .from(datasetFileVersions)
        .where(
          and(
            eq(datasetFileVersions.tenantId, providerTenantId),
            eq(datasetFileVersions.datasetId, datasetId),
            eq(datasetFileVersions.status, 'PUBLISHED'),
          ),
        )
        .orderBy(asc(datasetFileVersions.versionNo))
    },

    async publishedVersion(providerTenantId: string, versionId: string, executor: Executor = db) {
      const [row] = await executor
        .select(versionColumns)
        .from(datasetFileVersions)
        .where(
          and(
            eq(datasetFileVersions.tenantId, providerTenantId),
            eq(datasetFileVersions.id, versionId),
            eq(datasetFileVersions.status, 'PUBLISHED'),
          ),
        )
        .limit(1)
      return row
    },
  }
}

export type SharedVersion = Awaited<ReturnType<DeltaSharingRepository['publishedVersions']>>[number]
