import { createHash, randomUUID } from 'node:crypto'
import { pipeline } from 'node:stream/promises'
import {
  datasetVersionErrorMessages,
  delimiters,
  enumValueOrNull,
  type DataStructureColumn,
  type Delimiter,
  type FileVersion,
  type PublishFileVersionBody,
} from '@lumbung/contract'
import type { Database, Executor } from '../../../db/database'
import type { Actor } from '../../../lib/access'
import { AppError } from '../../../lib/errors'
import type { FileStorage } from '../../../lib/file-storage'
import type { Jobs } from '../../jobs'
import type { ParquetConversion } from '../parquet'
import { fileTypeExtensions, type DatasetFileType } from './dataset-file-kinds'
import { fileError } from './dataset-upload'
import type { DatasetsRepository } from './datasets.repository'
import { datasetNotFound } from './datasets.service'
import { analyseStored, type UploadReader } from './file-datasets.service'
import { readChoicesOf } from './file-read-choices'
import { fileVersionOf } from './file-version-view'
import type { FileVersionRow, FileVersionsRepository } from './file-versions.repository'
import { carriedStructure, schemaDiffOf } from './schema-diff'
import { isUniqueViolation } from '../../../lib/infrastructure-errors'

/** Queued in the transaction that publishes a version; the delivery area fans it out to subscribers. */
export const fileVersionPublishedQueue = 'file-version-published'
export interface FileVersionPublished {
  datasetId: string
  providerTenantId: string
  versionId: string
}

export interface FileVersionsDependencies {
  db: Database
  datasets: DatasetsRepository
  versions: FileVersionsRepository
  files: FileStorage
  jobs: Jobs
  parquet: Pick<ParquetConversion, 'queue'>
}

const versionNotFound = () => new AppError('VERSION_NOT_FOUND', 404, datasetVersionErrorMessages.notFound)
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const structureOf = (row: Pick<FileVersionRow, 'dataStructure'>) =>
  (row.dataStructure ?? []) as DataStructureColumn[]

/**
 * A file dataset's versions: a new file is uploaded as a draft, shown against the version before it,
 * then published, which makes it the dataset's file and tells the delivery area (by a job queued in
 * the same transaction) so subscribers get it.
 */
export function createFileVersionsService({
  db,
  datasets,
  versions,
  files,
  jobs,
  parquet,
}: FileVersionsDependencies) {
  async function findDataset(tenantId: string, id: string, executor: Executor = db) {
    const dataset = await datasets.find(tenantId, id, 'FILE', executor)
    if (!dataset) throw datasetNotFound()
    await versions.ensureFirst(dataset, executor)
    return dataset
  }

  async function viewOf(row: FileVersionRow & { createdByName?: string | null }): Promise<FileVersion> {
    const previous = await versions.publishedBefore(row.datasetId, row.versionNo)
    return fileVersionOf(row, previous ? schemaDiffOf(structureOf(previous), structureOf(row)) : null)
  }

  /**
   * Records a published version as the dataset's file and queues its fan-out and its Parquet copy, in
   * the caller's transaction.
   */
  async function makeCurrent(version: FileVersionRow, modifiedBy: string, tx: Executor) {
    await datasets.update(
      version.tenantId,
      version.datasetId,
      {
        fileKey: version.fileKey,
        fileName: version.fileName,
        fileType: version.fileType,
        delimiter: version.delimiter,
        fileSize: version.fileSize,
        rowCount: version.rowCount,
        preview: version.preview,
        dataStructure: version.dataStructure,
        modifiedBy,
      },
      tx,
    )
    await jobs.enqueue<FileVersionPublished>(
      fileVersionPublishedQueue,
      { datasetId: version.datasetId, providerTenantId: version.tenantId, versionId: version.id },
      { executor: tx },
    )
    await parquet.queue(version, tx)
  }

  return {
    makeCurrent,

    async list(actor: Actor, datasetId: string): Promise<{ data: FileVersion[]; total_data: number }> {
      await findDataset(actor.tenantId, datasetId)
      const rows = await versions.list(actor.tenantId, datasetId)
      const publishedRows = rows.filter((row) => row.status === 'PUBLISHED')
      const data = rows.map((row) => {
        const previous = publishedRows.find((other) => other.versionNo < row.versionNo)
        return fileVersionOf(row, previous ? schemaDiffOf(structureOf(previous), structureOf(row)) : null)
      })
      return { data, total_data: data.length }
    },

    /** Stores a new file as the dataset's draft version (replacing an earlier draft) and shows its changes. */
    async upload(actor: Actor, read: UploadReader): Promise<FileVersion> {
      const { tenantId, userId } = actor
      const allowed: readonly DatasetFileType[] = ['CSV', 'TSV', 'XLSX', 'JSON']
      const upload = await read(
        (fileType) =>
          `tenants/${tenantId}/datasets/${randomUUID()}/${randomUUID()}.${fileTypeExtensions[fileType]}`,
        allowed,
      )
      const stored = upload.file
      let replacedKey: string | undefined
      let draft: FileVersionRow
      try {
        const datasetId = upload.fields.id ?? ''
        if (!uuidPattern.test(datasetId)) throw datasetNotFound()
        const dataset = await findDataset(tenantId, datasetId)
        if (!stored) throw fileError('File can not be empty')
        const delimiter = delimiterFor(stored.fileType, upload.fields.delimiter, dataset)
        const analysis = await analyseStored(files, stored, readChoicesOf(upload.fields, delimiter))
        const current = await versions.latestPublished(dataset.id)
        const structure = carriedStructure(current ? structureOf(current) : [], analysis.dataStructure)
        draft = await db.transaction(async (tx) => {
          const earlier = await versions.draftOf(dataset.id, tx)
          if (earlier) replacedKey = await versions.removeDraft(earlier.id, tx)
          return versions.insert(
            {
              datasetId: dataset.id,
              tenantId,
              versionNo: await versions.nextNumber(dataset.id, tx),
              status: 'DRAFT',
              fileKey: stored.key,
              fileName: stored.name,
              fileType: stored.fileType,
              delimiter,
              fileSize: stored.size,
              rowCount: analysis.rowCount,
              skippedRowCount: analysis.badRowCount,
              sheetName: analysis.sheetName,
              sha256: stored.sha256,
              dataStructure: structure,
              preview: analysis.preview,
              createdBy: userId,
            },
            tx,
          )
        })
      } catch (error) {
        if (stored) await files.remove(stored.key)
        if (isUniqueViolation(error)) {
          throw new AppError('VERSION_CONFLICT', 409, datasetVersionErrorMessages.uploadedAtSameTime)
        }
        throw error
      }
      if (replacedKey) await files.remove(replacedKey)
      return viewOf({ ...draft, createdByName: actor.fullName })
    },

    async publish(actor: Actor, body: PublishFileVersionBody): Promise<FileVersion> {
      const { tenantId, userId } = actor
      const version = await db.transaction(async (tx) => {
        await findDataset(tenantId, body.id, tx)
        const draft = await versions.find(tenantId, body.version_id, tx)
        if (!draft || draft.datasetId !== body.id) throw versionNotFound()
        if (draft.status !== 'DRAFT' || !(await versions.publish(draft.id, tx))) {
          throw new AppError('VERSION_ALREADY_PUBLISHED', 409, datasetVersionErrorMessages.notDraft)
        }
        await makeCurrent(draft, userId, tx)
        return draft
      })
      const published = await versions.find(tenantId, version.id)
      return viewOf(published!)
    },

    async discard(actor: Actor, versionId: string): Promise<{ id: string }> {
      const version = await versions.find(actor.tenantId, versionId)
      if (!version) throw versionNotFound()
      if (version.status !== 'DRAFT') {
        throw new AppError('VERSION_ALREADY_PUBLISHED', 409, datasetVersionErrorMessages.notDraft)
      }
      const fileKey = await versions.removeDraft(version.id)
      if (fileKey) await files.remove(fileKey)
      return { id: versionId }
    },

    /**
     * The SHA-256 of a version's file. Files stored before checksums get theirs on first use: the file
     * is streamed once through the hash, never held.
     */
    async checksumOf(version: Pick<FileVersionRow, 'id' | 'fileKey' | 'sha256'>): Promise<string> {
      if (version.sha256) return version.sha256
      const opened = await files.open(version.fileKey)
      if (!opened)
        throw new AppError('PRODUCT_FILE_MISSING', 409, "The product's file is no longer available")
      const hash = createHash('sha256')
      await pipeline(opened.stream, async (source: AsyncIterable<Buffer>) => {
        for await (const chunk of source) hash.update(chunk)
      })
      const sha256 = hash.digest('hex')
      await versions.setSha256(version.id, sha256)
      return sha256
    },
  }
}

/** The delimiter a version is read with: the one sent, else the dataset's for the same type, else the type's. */
function delimiterFor(
  fileType: DatasetFileType,
  sent: string | undefined,
  dataset: { fileType: string | null; delimiter: string | null },
): Delimiter | null {
  if (fileType !== 'CSV' && fileType !== 'TSV') return null
  if (sent) {
    const chosen = enumValueOrNull(delimiters, sent)
    if (!chosen)
      throw new AppError('VALIDATION_ERROR', 422, 'Delimiter is not valid', {
        delimiter: 'Delimiter is not valid',
      })
    return chosen
  }
  const current = enumValueOrNull(delimiters, dataset.delimiter)
  if (dataset.fileType === fileType && current) return current
  return fileType === 'TSV' ? 'TAB' : 'COMMA'
}

export type FileVersionsService = ReturnType<typeof createFileVersionsService>
