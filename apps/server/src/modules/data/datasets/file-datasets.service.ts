import { randomUUID } from 'node:crypto'
import type { Readable } from 'node:stream'
import {
  datasetFieldMessages,
  datasetStructureMessages,
  fieldErrors,
  fileDatasetFields,
  updateFileDatasetFields,
  type DataStructureColumn,
  type Delimiter,
  type FileDatasetDetail,
} from '@lumbung/contract'
import type { z } from 'zod'
import type { Database, Executor } from '../../../db/database'
import type { Actor } from '../../../lib/access'
import { createConcurrencyLimit } from '../../../lib/concurrency-limit'
import { AppError } from '../../../lib/errors'
import type { FileStorage } from '../../../lib/file-storage'
import { analyseDatasetFile, type FileAnalysis } from './dataset-file-analysis'
import { DatasetFileError, fileTypeExtensions, type DatasetFileType } from './dataset-file-kinds'
import { fileError, jsonField, type DatasetUpload, type StoredUpload } from './dataset-upload'
import { fileDatasetDetailOf, nextStatus } from './dataset-view'
import type { DatasetsRepository, DatasetWithPeople } from './datasets.repository'
import { datasetNotFound, type IsUsedByPublishedProduct } from './datasets.service'
import type { FileVersionRow, FileVersionsRepository } from './file-versions.repository'
import type { ParquetConversion } from '../parquet'
import { checkWorkbookArchive } from './workbook-guard'
import { checkBadRows, checkSheet, readChoicesOf, type ReadChoices } from './file-read-choices'

export type KeyOf = (fileType: DatasetFileType) => string
/** Reads the multipart request, storing its file under a key the service chooses. */
export type UploadReader = (keyOf: KeyOf, allowed: readonly DatasetFileType[]) => Promise<DatasetUpload>

export function validationError(error: z.ZodError): AppError {
  const errors = fieldErrors(error)
  return new AppError('VALIDATION_ERROR', 422, Object.values(errors)[0] ?? 'Invalid input', errors)
}

/** Multipart fields are text: lists arrive as JSON (or, for tags, comma-separated). */
export function formValues(fields: Record<string, string>, listFields: string[]): Record<string, unknown> {
  const values: Record<string, unknown> = { ...fields }
  for (const name of listFields) {
    const text = fields[name]
    if (name === 'tag' && text !== undefined && !text.trim().startsWith('[')) {
      values[name] = text
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean)
    } else values[name] = jsonField(fields, name)
  }
  return values
}

/**
 * Analyses run two at a time on this server (one per core of a small machine): each holds little
 * memory, but many uploads ending together would otherwise read their files all at once. The rest
 * wait their turn (docs/decisions/0044-hostile-files.md).
 */
const analysisSlots = createConcurrencyLimit(2)

export async function analyseStored(
  files: FileStorage,
  upload: Pick<StoredUpload, 'key' | 'fileType' | 'analysed'>,
  choices: ReadChoices,
): Promise<FileAnalysis> {
  const { delimiter } = choices
  // Read while it was stored, with the delimiter the dataset uses: nothing to read again.
  if (upload.analysed && upload.analysed.delimiter === delimiter) {
    const { outcome } = upload.analysed
    if (outcome instanceof DatasetFileError) throw fileError(outcome.message)
    return checkBadRows(outcome, choices)
  }
  const analysis = await analysisSlots(() =>
    analyseStoredNow(files, upload, delimiter, choices.sheetName ?? null),
  )
  return checkSheet(checkBadRows(analysis, choices), choices)
}

async function analyseStoredNow(
  files: FileStorage,
  upload: Pick<StoredUpload, 'key' | 'fileType'>,
  delimiter: Delimiter | null,
  sheetName: string | null,
) {
  const open = async () => {
    const opened = await files.open(upload.key)
    if (!opened) throw new Error('The uploaded file disappeared before it was read')
    return opened.stream
  }
  let stream: Readable | undefined
  try {
    // A workbook is unpacked once into nothing first, so a zip bomb never reaches the reader.
    if (upload.fileType === 'XLSX') await checkWorkbookArchive((stream = await open()))
    stream = await open()
    return await analyseDatasetFile(stream, upload.fileType, delimiter, sheetName)
  } catch (error) {
    stream?.destroy()
    if (error instanceof DatasetFileError) throw fileError(error.message)
    throw error
  }
}

/** The provider's edits to the inferred structure: same columns in the same order, types and notes edited. */
function editedStructure(
  columns: readonly string[],
  inferred: readonly DataStructureColumn[],
  edited: readonly DataStructureColumn[] | undefined,
): DataStructureColumn[] {
  if (edited === undefined) return [...inferred]
  const isSameColumns =
    edited.length === columns.length && edited.every((column, index) => column.name === columns[index])
  if (!isSameColumns) {
    const message = datasetStructureMessages.columnsInOrder(columns.join(', ').slice(0, 300))
    throw new AppError('VALIDATION_ERROR', 422, message, { data_structure: message })
  }
  return edited.map((column) => ({ ...column, description: column.description ?? null }))
}

export interface FileDatasetsDependencies {
  db: Database
  datasets: DatasetsRepository
  versions: FileVersionsRepository
  files: FileStorage
  isUsedByPublishedProduct: IsUsedByPublishedProduct
  /** The versions service's: a published version becomes the dataset's file and is fanned out. */
  makeCurrent: (version: FileVersionRow, modifiedBy: string, executor: Executor) => Promise<void>
  /** The Parquet copy of each published version (docs/decisions/0065-parquet-of-file-versions.md). */
  parquet: Pick<ParquetConversion, 'queue' | 'requeue'>
}

export function createFileDatasetsService({
  db,
  datasets,
  versions,
  files,
  isUsedByPublishedProduct,
  makeCurrent,
  parquet,
}: FileDatasetsDependencies) {
  async function detail(tenantId: string, id: string): Promise<FileDatasetDetail> {
    const row = await datasets.find(tenantId, id, 'FILE')
    if (!row) throw datasetNotFound()
    return fileDatasetDetailOf(row, await isUsedByPublishedProduct(tenantId, id))
  }

  const allowed: readonly DatasetFileType[] = ['CSV', 'TSV', 'XLSX', 'JSON']
  const keyFor =
    (tenantId: string, datasetId: string): KeyOf =>
    (fileType) =>
      `tenants/${tenantId}/datasets/${datasetId}/${randomUUID()}.${fileTypeExtensions[fileType]}`

  const fileValues = (upload: StoredUpload, analysis: FileAnalysis) => ({
    fileKey: upload.key,
    fileName: upload.name,
    fileType: upload.fileType,
    fileSize: upload.size,
    rowCount: analysis.rowCount,
    preview: analysis.preview,
  })

  const versionValues = (
    upload: StoredUpload,
    analysis: FileAnalysis,
    delimiter: Delimiter | null,
    dataStructure: DataStructureColumn[],
  ) => ({
    fileKey: upload.key,
    fileName: upload.name,
    fileType: upload.fileType,
    delimiter,
    fileSize: upload.size,
    rowCount: analysis.rowCount,
    skippedRowCount: analysis.badRowCount,
    sheetName: analysis.sheetName,
    sha256: upload.sha256,
    dataStructure,
    preview: analysis.preview,
  })

  return {
    async detail(actor: Actor, id: string) {
      const { tenantId } = actor
      return detail(tenantId, id)
    },

    async add(actor: Actor, read: UploadReader, isDraft: boolean) {
      const { tenantId, userId } = actor
      const datasetId = randomUUID()
      const upload = await read(keyFor(tenantId, datasetId), allowed)
      const stored = upload.file
      try {
        if (!stored) throw fileError('File can not be empty')
        const parsed = fileDatasetFields.safeParse({
          file_type: stored.fileType,
          ...formValues(upload.fields, ['tag', 'data_structure']),
        })
        if (!parsed.success) throw validationError(parsed.error)
        const fields = parsed.data
        const delimiter =
          fields.file_type === 'CSV' || fields.file_type === 'TSV'
            ? (fields.delimiter ?? (fields.file_type === 'TSV' ? 'TAB' : 'COMMA'))
            : null
        const analysis = await analyseStored(files, stored, readChoicesOf(upload.fields, delimiter))
        const status = nextStatus(null, isDraft, undefined, fields)
        const dataStructure = editedStructure(analysis.columns, analysis.dataStructure, fields.data_structure)
        await db.transaction(async (tx) => {
          await datasets.insert(
            {
              id: datasetId,
              tenantId,
              dataType: 'FILE',
              name: fields.name,
              description: fields.description,
              shortDescription: fields.short_description,
              tags: fields.tag,
              delimiter,
              dataStructure,
              operationalHourFrom: fields.operational_hour_from,
              operationalHourTo: fields.operational_hour_to,
              ...fileValues(stored, analysis),
              status,
              createdBy: userId,
              modifiedBy: userId,
            },
            tx,
          )
          // The first file is version 1, published with the dataset.
          const first = await versions.insert(
            {
              ...versionValues(stored, analysis, delimiter, dataStructure),
              datasetId,
              tenantId,
              versionNo: 1,
              status: 'PUBLISHED',
              publishedAt: new Date(),
              createdBy: userId,
            },
            tx,
          )
          await parquet.queue(first, tx)
        })
      } catch (error) {
        if (stored) await files.remove(stored.key)
        throw error
      }
      return detail(tenantId, datasetId)
    },

    async update(actor: Actor, read: UploadReader, isDraft: boolean) {
      const { tenantId, userId } = actor
      // The id is only known once the fields are read, so a replacement file goes to a fresh folder.
      const upload = await read(keyFor(tenantId, randomUUID()), allowed)
      const stored = upload.file
      let current: DatasetWithPeople | undefined
      try {
        const parsed = updateFileDatasetFields.safeParse({
          ...(stored ? { file_type: stored.fileType } : {}),
          ...formValues(upload.fields, ['tag', 'data_structure']),
        })
        if (!parsed.success) {
          const idIssue = parsed.error.issues.find((issue) => issue.path[0] === 'id')
          if (idIssue) throw datasetNotFound()
          throw validationError(parsed.error)
        }
        const fields = parsed.data
        current = await datasets.find(tenantId, fields.id, 'FILE')
        if (!current) throw datasetNotFound()
        const fileType = (stored?.fileType ?? current.fileType) as DatasetFileType
        const delimiter =
          fileType === 'CSV' || fileType === 'TSV'
            ? (fields.delimiter ??
              (current.delimiter as Delimiter | null) ??
              (fileType === 'TSV' ? 'TAB' : 'COMMA'))
            : null
        const status = nextStatus(current.status, isDraft, fields.status, fields)
        let analysis: Pick<FileAnalysis, 'columns' | 'dataStructure'> & Partial<FileAnalysis>
        if (stored) {
          analysis = await analyseStored(files, stored, readChoicesOf(upload.fields, delimiter))
        } else {
          if (fields.file_type !== current.fileType) {
            const message = datasetFieldMessages.fileTypeNeedsNewFile
            throw new AppError('VALIDATION_ERROR', 422, message, { file_type: message })
          }
          if (delimiter !== current.delimiter) {
            analysis = await analyseStored(
              files,
              { key: current.fileKey!, fileType },
              readChoicesOf(upload.fields, delimiter),
            )
          } else {
            const structure = (current.dataStructure ?? []) as DataStructureColumn[]
            analysis = { columns: structure.map((column) => column.name), dataStructure: structure }
          }
        }
        const dataStructure = editedStructure(analysis.columns, analysis.dataStructure, fields.data_structure)
        const edited = current
        let formerParquet: string | null = null
        await db.transaction(async (tx) => {
          // A dataset stored before versions existed records its file as v1 first, so it is kept.
          await versions.ensureFirst(edited, tx)
          await datasets.update(
            tenantId,
            edited.id,
            {
              name: fields.name,
              description: fields.description,
              shortDescription: fields.short_description,
              tags: fields.tag,
              delimiter,
              dataStructure,
              operationalHourFrom: fields.operational_hour_from,
              operationalHourTo: fields.operational_hour_to,
              ...(analysis.rowCount === undefined
                ? {}
                : { rowCount: analysis.rowCount, preview: analysis.preview }),
              status,
              modifiedBy: userId,
            },
            tx,
          )
          if (stored) {
            // A replaced file is a new version, published at once; the earlier ones stay.
            const version = await versions.insert(
              {
                ...versionValues(stored, analysis as FileAnalysis, delimiter, dataStructure),
                datasetId: edited.id,
                tenantId,
                versionNo: await versions.nextNumber(edited.id, tx),
                status: 'PUBLISHED',
                publishedAt: new Date(),
                createdBy: userId,
              },
              tx,
            )
            await makeCurrent(version, userId, tx)
          } else {
            // The edits change how the current file reads, so its version reads the same way.
            const latest = await versions.latestPublished(edited.id, tx)
            const readsOtherwise =
              latest &&
              (latest.delimiter !== delimiter ||
                JSON.stringify(latest.dataStructure.map(({ name, type }) => ({ name, type }))) !==
                  JSON.stringify(dataStructure.map(({ name, type }) => ({ name, type }))))
            if (latest && readsOtherwise) formerParquet = await parquet.requeue(latest, tx)
            if (latest) {
              await versions.update(
                latest.id,
                {
                  delimiter,
                  dataStructure,
                  ...(analysis.rowCount === undefined
                    ? {}
                    : {
                        rowCount: analysis.rowCount,
                        preview: analysis.preview,
                        skippedRowCount: analysis.badRowCount ?? 0,
                      }),
                },
                tx,
              )
            }
          }
        })
        if (formerParquet) await files.remove(formerParquet)
      } catch (error) {
        if (stored) await files.remove(stored.key)
        throw error
      }
      return detail(tenantId, current.id)
    },
  }
}
