import { dataAssetFileMessages, storageBucketErrorMessages } from '@lumbung/contract'
import type { FastifyBaseLogger } from 'fastify'
import type { FileStorage } from '../../../lib/file-storage'
import type { JobInfo } from '../../jobs'
import { BucketError, type StorageSettingsService } from '../storage-settings'
import { CsvProblem, FileTooLarge, putCsv, readCsvFacts } from './data-asset-csv'
import type { DataAssetsRepository } from './data-assets.repository'
import { fileKeyOf, maxKilobytesOf, type DataAssetIngestPayload } from './data-assets.service'

export interface DataAssetIngestOptions {
  assets: DataAssetsRepository
  storage: StorageSettingsService
  files: FileStorage
  maxUploadBytes: number
  logger: FastifyBaseLogger
}

const unreadableMessage = dataAssetFileMessages.unreadable

/**
 * The job that turns a PROCESSING data asset into READY (header and row count) or FAILED (with a
 * message the user can act on). A bucket file is first copied into the platform's storage, so later
 * reads never depend on the tenant's credentials.
 */
export function createDataAssetIngest({
  assets,
  storage,
  files,
  maxUploadBytes,
  logger,
}: DataAssetIngestOptions) {
  return async function ingest({ dataAssetId }: DataAssetIngestPayload, job: JobInfo): Promise<void> {
    const asset = await assets.findForIngest(dataAssetId)
    // Removed meanwhile, or already decided by an earlier attempt.
    if (!asset || asset.status !== 'PROCESSING') return

    let fileKey = asset.fileKey
    try {
      if (!fileKey) {
        if (!asset.storageSettingId || !asset.bucket || !asset.sourcePath) {
          throw new BucketError(storageBucketErrorMessages.fileSettingRemoved)
        }
        const scope = { tenantId: asset.tenantId, userType: asset.userType }
        const source = await storage.openFile(scope, asset.storageSettingId, asset.bucket, asset.sourcePath)
        if (source.size !== null && source.size > maxUploadBytes) {
          source.stream.destroy()
          throw new FileTooLarge('The file is over the size limit')
        }
        const key = fileKeyOf(asset.tenantId)
        const { size } = await putCsv(files, key, source.stream, maxUploadBytes)
        await assets.setFile(asset.id, key, size)
        fileKey = key
      }
      const stored = await files.open(fileKey)
      if (!stored) throw new CsvProblem(unreadableMessage)
      const facts = await readCsvFacts(stored.stream)
      await assets.markReady(asset.id, facts.columns, facts.rowCount)
    } catch (error) {
      const message = messageOf(error, maxUploadBytes)
      if (message === null && job.attempt < job.maxAttempts) throw error
      logger.warn({ err: error, dataAssetId }, 'a data asset could not be read')
      await assets.markFailed(asset.id, message ?? unreadableMessage)
      // A copy that cannot be used is not kept; an upload stays until the asset is removed.
      if (fileKey && fileKey !== asset.fileKey) await files.remove(fileKey)
    }
  }
}

/** The user's message for a problem retrying cannot fix, or null when a retry may help. */
function messageOf(error: unknown, maxUploadBytes: number): string | null {
  if (error instanceof CsvProblem || error instanceof BucketError) return error.message
  if (error instanceof FileTooLarge) {
    return dataAssetFileMessages.tooLarge(
      maxKilobytesOf(maxUploadBytes) >= 1000
        ? `${Math.round(maxUploadBytes / 1024 / 1024)} MB`
        : `${maxKilobytesOf(maxUploadBytes)} KB`,
    )
  }
  return null
}
