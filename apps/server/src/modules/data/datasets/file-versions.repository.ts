import { and, asc, desc, eq, lte, max, sql } from 'drizzle-orm'
import type { Executor } from '../../../db/database'
import { datasetFileVersions, users, type DatasetFileVersionRow } from '../../../db/schema'
import type { DatasetRow } from './datasets.repository'

export type FileVersionRow = DatasetFileVersionRow
export type NewFileVersionRow = typeof datasetFileVersions.$inferInsert

export interface FileVersionWithPeople extends FileVersionRow {
  createdByName: string | null
}

const published = (datasetId: string) =>
  and(eq(datasetFileVersions.datasetId, datasetId), eq(datasetFileVersions.status, 'PUBLISHED'))!

/**
 * The versions of file datasets. A provider's own reads name its tenant; the delivery side names the
 * provider tenant of the purchased product, so a version id from elsewhere finds nothing.
 */
export function createFileVersionsRepository(db: Executor) {
  return {
    async list(
      tenantId: string,
      datasetId: string,
      executor: Executor = db,
    ): Promise<FileVersionWithPeople[]> {
      const rows = await executor
        .select({ version: datasetFileVersions, createdByName: users.fullName })
        .from(datasetFileVersions)
        .leftJoin(users, eq(users.id, datasetFileVersions.createdBy))
        .where(and(eq(datasetFileVersions.tenantId, tenantId), eq(datasetFileVersions.datasetId, datasetId)))
        .orderBy(desc(datasetFileVersions.versionNo))
      return rows.map((row) => ({ ...row.version, createdByName: row.createdByName }))
    },

    async find(
      tenantId: string,
      id: string,
      executor: Executor = db,
    ): Promise<FileVersionWithPeople | undefined> {
      const [row] = await executor
        .select({ version: datasetFileVersions, createdByName: users.fullName })
        .from(datasetFileVersions)
        .leftJoin(users, eq(users.id, datasetFileVersions.createdBy))
        .where(and(eq(datasetFileVersions.tenantId, tenantId), eq(datasetFileVersions.id, id)))
        .limit(1)
      return row ? { ...row.version, createdByName: row.createdByName } : undefined
    },

    async latestPublished(datasetId: string, executor: Executor = db) {
      const [row] = await executor
        .select()
        .from(datasetFileVersions)
        .where(published(datasetId))
        .orderBy(desc(datasetFileVersions.versionNo))
        .limit(1)
      return row
    },

    /** The newest version published by `asOf`, or failing that the first one. */
    async publishedAsOf(datasetId: string, asOf: Date, executor: Executor = db) {
      const [row] = await executor
        .select()
        .from(datasetFileVersions)
        .where(and(published(datasetId), lte(datasetFileVersions.publishedAt, asOf)))
        .orderBy(desc(datasetFileVersions.versionNo))
        .limit(1)
      if (row) return row
      const [first] = await executor
        .select()
        .from(datasetFileVersions)
        .where(published(datasetId))
        .orderBy(asc(datasetFileVersions.versionNo))
        .limit(1)
      return first
    },

    async publishedNumber(datasetId: string, versionNo: number, executor: Executor = db) {
      const [row] = await executor
        .select()
        .from(datasetFileVersions)
        .where(and(published(datasetId), eq(datasetFileVersions.versionNo, versionNo)))
        .limit(1)
      return row
    },

    /** The published version just before `versionNo`. */
    async publishedBefore(datasetId: string, versionNo: number, executor: Executor = db) {
      const [row] = await executor
        .select()
        .from(datasetFileVersions)
        .where(and(published(datasetId), sql`${datasetFileVersions.versionNo} < ${versionNo}`))
        .orderBy(desc(datasetFileVersions.versionNo))
        .limit(1)
      return row
    },

    async draftOf(datasetId: string, executor: Executor = db) {
      const [row] = await executor
        .select()
        .from(datasetFileVersions)
        .where(and(eq(datasetFileVersions.datasetId, datasetId), eq(datasetFileVersions.status, 'DRAFT')))
        .limit(1)
      return row
    },

    async nextNumber(datasetId: string, executor: Executor = db): Promise<number> {
      const [row] = await executor
        .select({ highest: max(datasetFileVersions.versionNo) })
        .from(datasetFileVersions)
        .where(eq(datasetFileVersions.datasetId, datasetId))
      return (row?.highest ?? 0) + 1
    },

    async insert(values: NewFileVersionRow, executor: Executor = db): Promise<FileVersionRow> {
      const [row] = await executor.insert(datasetFileVersions).values(values).returning()
      return row!
    },

    /**
     * A dataset stored before versions existed gets its file recorded as v1 on first use; a second
     * caller racing the first changes nothing.
     */
    async ensureFirst(dataset: DatasetRow, executor: Executor = db): Promise<void> {
      if (dataset.dataType !== 'FILE' || !dataset.fileKey) return
      // A read first: every dataset but the oldest already has its versions, so reads stay reads.
      const [existing] = await executor
        .select({ id: datasetFileVersions.id })
        .from(datasetFileVersions)
        .where(eq(datasetFileVersions.datasetId, dataset.id))
        .limit(1)
      if (existing) return
      await executor
        .insert(datasetFileVersions)
        .values({
          datasetId: dataset.id,
          tenantId: dataset.tenantId,
          versionNo: 1,
          status: 'PUBLISHED',
          fileKey: dataset.fileKey,
          fileName: dataset.fileName ?? 'dataset',
          fileType: dataset.fileType ?? 'CSV',
          delimiter: dataset.delimiter,
          fileSize: dataset.fileSize ?? 0,
          rowCount: dataset.rowCount ?? 0,
          sha256: null,
          dataStructure: dataset.dataStructure ?? [],
          preview: dataset.preview ?? [],
          createdBy: dataset.createdBy,
          createdAt: dataset.createdAt,
          publishedAt: dataset.createdAt,
        })
        .onConflictDoNothing()
    },

    /** Publishes a draft; false when it is no longer a draft (published or discarded meanwhile). */
    async publish(id: string, executor: Executor = db): Promise<boolean> {
      const rows = await executor
        .update(datasetFileVersions)
        .set({ status: 'PUBLISHED', publishedAt: sql`now()` })
        .where(and(eq(datasetFileVersions.id, id), eq(datasetFileVersions.status, 'DRAFT')))
        .returning({ id: datasetFileVersions.id })
      return rows.length > 0
    },

    /** The edit form's changes to the current file's reading (delimiter, structure) reach its version too. */
    async update(id: string, values: Partial<NewFileVersionRow>, executor: Executor = db) {
      await executor.update(datasetFileVersions).set(values).where(eq(datasetFileVersions.id, id))
    },

    async removeDraft(id: string, executor: Executor = db): Promise<string | undefined> {
      const [row] = await executor
        .delete(datasetFileVersions)
        .where(and(eq(datasetFileVersions.id, id), eq(datasetFileVersions.status, 'DRAFT')))
        .returning({ fileKey: datasetFileVersions.fileKey })
      return row?.fileKey
    },

    /** Every object the versions keep: their files and their Parquet copies. */
    async fileKeysOf(datasetId: string, executor: Executor = db): Promise<string[]> {
      const rows = await executor
        .select({ fileKey: datasetFileVersions.fileKey, parquetKey: datasetFileVersions.parquetKey })
        .from(datasetFileVersions)
        .where(eq(datasetFileVersions.datasetId, datasetId))
      return rows.flatMap((row) => (row.parquetKey ? [row.fileKey, row.parquetKey] : [row.fileKey]))
    },

    /** Records a checksum computed on first use; one already there is kept. */
    async setSha256(id: string, sha256: string, executor: Executor = db): Promise<void> {
      await executor
        .update(datasetFileVersions)
        .set({ sha256 })
        .where(and(eq(datasetFileVersions.id, id), sql`${datasetFileVersions.sha256} is null`))
    },
  }
}

export type FileVersionsRepository = ReturnType<typeof createFileVersionsRepository>
