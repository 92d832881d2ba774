import { randomUUID } from 'node:crypto'
import type { Readable } from 'node:stream'
import {
  dataAssetFromStorageBody,
  dataAssetRoutes,
  dataAssetUploadFields,
  fieldErrors,
  messages,
  type DataAsset,
  type dataAssetListQuery,
  type DropdownList,
  type UserType,
} from '@lumbung/contract'
import type { z } from 'zod'
import type { Database } from '../../../db/database'
import { accessDenial, type Actor } from '../../../lib/access'
import type { Audit } from '../../../lib/audit'
import { AppError, notFound } from '../../../lib/errors'
import type { FileStorage } from '../../../lib/file-storage'
import type { Jobs } from '../../jobs'
import type { StorageScope, StorageSettingsService } from '../storage-settings'
import { CsvProblem, FileTooLarge, putCsv } from './data-asset-csv'
import type { DataAssetsRepository, DataAssetWithNames } from './data-assets.repository'

export const dataAssetIngestQueue = 'data-assets.ingest'
export interface DataAssetIngestPayload {
  dataAssetId: string
}

/** A multipart upload as it arrives: the text fields sent before the file, then the file's stream. */
export interface IncomingUpload {
  fields: Record<string, string>
  fileName: string
  stream: Readable
}

export type DataAssetSource =
  { kind: 'upload'; receive: () => Promise<IncomingUpload | null> } | { kind: 'storage'; body: unknown }

type ListQuery = z.output<typeof dataAssetListQuery>

export interface DataAssetsServiceOptions {
  db: Database
  assets: DataAssetsRepository
  storage: StorageSettingsService
  files: FileStorage
  jobs: Jobs
  audit: Audit
  maxUploadBytes: number
}

export type DataAssetsService = ReturnType<typeof createDataAssetsService>

const notFoundMessage = 'Data asset not found'
const fileField = 'file'

export const maxKilobytesOf = (bytes: number) => Math.floor(bytes / 1024)

export function fileKeyOf(tenantId: string) {
  return `tenants/${tenantId}/data-assets/${randomUUID()}.csv`
}

export function toDataAssetView(row: DataAssetWithNames): DataAsset {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    user_type: row.userType,
    source: row.source,
    file_name: row.originalName,
    storage_setting_id: row.storageSettingId,
    storage_setting_name: row.storageSettingName,
    bucket: row.bucket,
    file_path: row.sourcePath,
    size_bytes: row.sizeBytes,
    row_count: row.rowCount,
    columns: row.columns,
    status: row.status,
    failure_message: row.failureMessage,
    created_by: row.createdByName,
    created_date: row.createdAt.toISOString(),
    modified_date: row.updatedAt.toISOString(),
  }
}

/**
 * A file name as the browser sent it. Folders, '..' and control characters are refused rather than
 * cleaned: a name like that is never an honest CSV from a user's disk.
 */
export function checkFileName(name: string): string {
  // eslint-disable-next-line no-control-regex
  if (!name || /[\\/]|^\.\.?$|\.\.|[\u0000-\u001f\u007f]/.test(name) || name.length > 255) {
    throw fieldError(fileField, 'File name is not valid')
  }
  if (!/\.csv$/i.test(name)) throw fieldError(fileField, messages.mimes('File'))
  return name
}

const fieldError = (field: string, message: string, status = 422) =>
  new AppError(status === 413 ? 'FILE_TOO_LARGE' : 'VALIDATION_ERROR', status, message, { [field]: message })

function validate<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const parsed = schema.safeParse(input)
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error)
    throw new AppError('VALIDATION_ERROR', 422, Object.values(errors)[0] ?? 'Invalid request', errors)
  }
  return parsed.data
}

export function createDataAssetsService({
  db,
  assets,
  storage,
  files,
  jobs,
  audit,
  maxUploadBytes,
}: DataAssetsServiceOptions) {
  const tooLarge = () => fieldError(fileField, messages.size('File', maxKilobytesOf(maxUploadBytes)), 413)

  function scopeOf(actor: Actor, userType: UserType): { actor: Actor; scope: StorageScope } {
    return { actor: actor, scope: { tenantId: actor.tenantId, userType } }
  }

  async function findOrFail(scope: StorageScope, id: string) {
    const row = await assets.find(scope, id)
    if (!row) throw notFound(notFoundMessage)
    return row
  }

  /** Streams the upload into storage through the CSV guard; a refusal leaves no file behind. */
  async function storeUpload(scope: StorageScope, upload: IncomingUpload) {
    const key = fileKeyOf(scope.tenantId)
    try {
      const { size } = await putCsv(files, key, upload.stream, maxUploadBytes)
      return { key, size }
    } catch (error) {
      if (error instanceof FileTooLarge) throw tooLarge()
      if (error instanceof CsvProblem) throw fieldError(fileField, error.message)
      throw error
    }
  }

  async function create(
    signedIn: Actor,
    scope: StorageScope,
    values: Parameters<DataAssetsRepository['insert']>[2],
  ): Promise<DataAsset> {
    const id = await db.transaction(async (tx) => {
      const newId = await assets.insert(scope, signedIn.userId, values, tx)
      await jobs.enqueue<DataAssetIngestPayload>(
        dataAssetIngestQueue,
        { dataAssetId: newId },
        { executor: tx },
      )
      await audit.record(tx, {
        action: 'data-asset.added',
        tenantId: scope.tenantId,
        actorUserId: signedIn.userId,
        targetType: 'data_asset',
        targetId: newId,
        detail: { user_type: scope.userType, source: values.source },
      })
      return newId
    })
    return toDataAssetView(await findOrFail(scope, id))
  }

  return {
    async list(actor: Actor, userType: UserType, query: ListQuery) {
      const { scope } = scopeOf(actor, userType)
      const { rows, total } = await assets.list(
        scope,
        { search: query.search, status: query.status },
        query.page,
        query.limit,
      )
      return { data: rows.map(toDataAssetView), total_data: total }
    },

    async detail(actor: Actor, userType: UserType, id: string) {
      const { scope } = scopeOf(actor, userType)
      return toDataAssetView(await findOrFail(scope, id))
    },

    async add(actor: Actor, userType: UserType, source: DataAssetSource): Promise<DataAsset> {
      const { actor: signedIn, scope } = scopeOf(actor, userType)
      if (source.kind === 'storage') {
        const body = validate(dataAssetFromStorageBody, source.body)
        await storage.requireSetting(scope, body.storage_setting_id)
        return create(signedIn, scope, {
          name: body.name,
          description: body.description,
          source: 'STORAGE',
          originalName: body.file_path.split('/').pop() ?? body.file_path,
          storageSettingId: body.storage_setting_id,
          bucket: body.bucket,
          sourcePath: body.file_path,
          fileKey: null,
          sizeBytes: null,
        })
      }
      const upload = await source.receive()
      if (!upload) throw fieldError(fileField, messages.required('File'))
      const fileName = checkFileName(upload.fileName)
      const fields = validate(dataAssetUploadFields, {
        ...upload.fields,
        name: upload.fields.name ?? fileName.replace(/\.csv$/i, ''),
      })
      const stored = await storeUpload(scope, upload)
      try {
        return await create(signedIn, scope, {
          name: fields.name,
          description: fields.description,
          source: 'UPLOAD',
          originalName: fileName,
          storageSettingId: null,
          bucket: null,
          sourcePath: null,
          fileKey: stored.key,
          sizeBytes: stored.size,
        })
      } catch (error) {
        await files.remove(stored.key)
        throw error
      }
    },

    async remove(actor: Actor, userType: UserType, id: string) {
      const { actor: signedIn, scope } = scopeOf(actor, userType)
      const removed = await db.transaction(async (tx) => {
        const row = await assets.remove(scope, id, tx)
        if (!row) throw notFound(notFoundMessage)
        await audit.record(tx, {
          action: 'data-asset.removed',
          tenantId: scope.tenantId,
          actorUserId: signedIn.userId,
          targetType: 'data_asset',
          targetId: id,
          detail: { user_type: userType },
        })
        return row
      })
      if (removed.fileKey) await files.remove(removed.fileKey)
    },

    /** The column names of a READY asset, for mapping its columns to an API's fields. */
    async header(actor: Actor, id: string): Promise<DropdownList> {
      const { scope } = scopeOf(actor, 'consumer')
      const row = await findOrFail(scope, id)
      if (row.status === 'PROCESSING') {
        throw new AppError('DATA_ASSET_NOT_READY', 409, 'The data asset is still being processed')
      }
      if (row.status === 'FAILED') {
        throw new AppError('DATA_ASSET_FAILED', 409, row.failureMessage ?? 'The data asset could not be read')
      }
      return {
        data: row.columns.map((column) => ({ value: column, description: column })),
        total_data: row.columns.length,
      }
    },

    /** Serves both sides and names the side, so that side's data-assets rule (its list route) decides. */
    async dropdown(actor: Actor, userType: UserType): Promise<DropdownList> {
      const denial = accessDenial(dataAssetRoutes[userType].list.config.access, actor, userType)
      if (denial) throw denial
      const { scope } = scopeOf(actor, userType)
      const rows = await assets.readyOptions(scope)
      return { data: rows.map((row) => ({ value: row.id, description: row.name })), total_data: rows.length }
    },
  }
}
