import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import type { Executor } from '../../../db/database'
import { datasetFileVersions, type DatasetFileVersionRow } from '../../../db/schema'

const isPending = and(
  eq(datasetFileVersions.status, 'PUBLISHED'),
  isNull(datasetFileVersions.parquetKey),
  isNull(datasetFileVersions.parquetError),
)

export interface ParquetFacts {
  parquetKey: string
  parquetSize: number
  parquetSha256: string
  parquetSchema: string
}

/** The Parquet copies of file versions. Each write names the version's tenant. */
export function createParquetRepository(db: Executor) {
  return {
    async find(tenantId: string, versionId: string): Promise<DatasetFileVersionRow | undefined> {
      const [row] = await db
        .select()
        .from(datasetFileVersions)
        .where(and(eq(datasetFileVersions.tenantId, tenantId), eq(datasetFileVersions.id, versionId)))
        .limit(1)
      return row
    },

    /** Published versions of every tenant still without Parquet, oldest first (the backfill's list). */
    async pending(limit: number): Promise<{ tenantId: string; id: string }[]> {
      return db
        .select({ tenantId: datasetFileVersions.tenantId, id: datasetFileVersions.id })
        .from(datasetFileVersions)
        .where(isPending)
        .orderBy(asc(datasetFileVersions.createdAt))
        .limit(limit)
    },

    /**
     * Keeps a finished conversion, only if the version still reads as it did when the conversion began
     * (a provider may have changed its structure meanwhile, which queued a conversion of its own).
     */
    async record(version: DatasetFileVersionRow, facts: ParquetFacts): Promise<boolean> {
      const rows = await db
        .update(datasetFileVersions)
        .set(facts)
        .where(
          and(
            eq(datasetFileVersions.tenantId, version.tenantId),
            eq(datasetFileVersions.id, version.id),
            isPending,
            sql`${datasetFileVersions.dataStructure} = ${JSON.stringify(version.dataStructure)}::jsonb`,
            sql`${datasetFileVersions.delimiter} is not distinct from ${version.delimiter}`,
          ),
        )
        .returning({ id: datasetFileVersions.id })
      return rows.length > 0
    },

    async recordError(tenantId: string, versionId: string, error: string): Promise<void> {
      await db
        .update(datasetFileVersions)
        .set({ parquetError: error.slice(0, 500) })
        .where(
          and(
            eq(datasetFileVersions.tenantId, tenantId),
            eq(datasetFileVersions.id, versionId),
            isNull(datasetFileVersions.parquetKey),
          ),
        )
    },

    /**
     * Forgets a version's Parquet when how its file reads has changed (delimiter, column types), in the
     * caller's transaction; answers the object to remove once that commits.
     */
    async reset(tenantId: string, versionId: string, executor: Executor = db): Promise<string | null> {
      const [before] = await executor
        .select({ parquetKey: datasetFileVersions.parquetKey })
        .from(datasetFileVersions)
        .where(and(eq(datasetFileVersions.tenantId, tenantId), eq(datasetFileVersions.id, versionId)))
        .limit(1)
      await executor
        .update(datasetFileVersions)
        .set({
          parquetKey: null,
          parquetSize: null,
          parquetSha256: null,
          parquetSchema: null,
          parquetError: null,
        })
        .where(and(eq(datasetFileVersions.tenantId, tenantId), eq(datasetFileVersions.id, versionId)))
      return before?.parquetKey ?? null
    },
  }
}

export type ParquetRepository = ReturnType<typeof createParquetRepository>
