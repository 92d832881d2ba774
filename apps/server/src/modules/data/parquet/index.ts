import { randomUUID } from 'node:crypto'
import type { Executor } from '../../../db/database'
import type { DatasetFileVersionRow } from '../../../db/schema'
import type { ModuleContext } from '../../context'
import type { JobInfo, Jobs } from '../../jobs'
import { convertToParquet, ParquetConversionError, type FileRowReader } from './parquet-conversion'
import { createParquetRepository, type ParquetRepository } from './parquet.repository'

export { sparkSchemaString } from './parquet-schema'
export { convertToParquet, ParquetConversionError, type FileRowReader } from './parquet-conversion'

/**
 * Keeps each published file version as Parquet too (docs/decisions/0065-parquet-of-file-versions.md).
 * One queue: a job naming a version converts that version (queued in the transaction that publishes
 * it); the scheduled job without one is the backfill of published versions that have none yet.
 */
export const fileVersionParquetQueue = 'file-version-parquet'
/** Every quarter of an hour: what publishing queued is done at once, this only catches up. */
export const parquetBackfillSchedule = { cron: '*/15 * * * *', timeZone: 'Asia/Jakarta', maxAttempts: 1 }
/** Versions one backfill run converts; the next run takes the next ones. */
const backfillBatch = 20

export interface FileVersionParquetJob {
  tenantId?: string
  versionId?: string
}

/** Queues a version's conversion in the caller's transaction, so it exists only if the version does. */
export function queueParquetConversion(
  jobs: Pick<Jobs, 'enqueue'>,
  version: { tenantId: string; id: string },
  executor: Executor,
): Promise<string> {
  return jobs.enqueue<FileVersionParquetJob>(
    fileVersionParquetQueue,
    { tenantId: version.tenantId, versionId: version.id },
    { executor, maxAttempts: 3 },
  )
}

type ParquetContext = Pick<ModuleContext, 'db' | 'files' | 'jobs' | 'logger'> & {
  /** How the datasets area reads a workbook's and a JSON file's rows, by file type. */
  rowReaders: Partial<Record<string, FileRowReader>>
}

export function createParquetConversion({ db, files, jobs, logger, rowReaders }: ParquetContext) {
  const repository = createParquetRepository(db)

  /** Converts one version; a file that cannot be converted is recorded as such and never throws. */
  async function convert(version: DatasetFileVersionRow, signal?: AbortSignal): Promise<void> {
    const opened = await files.open(version.fileKey)
    if (!opened) {
      await repository.recordError(version.tenantId, version.id, 'The file is no longer stored')
      return
    }
    const key = `tenants/${version.tenantId}/datasets/parquet/${version.id}/${randomUUID()}.parquet`
    try {
      const converted = await convertToParquet(
        {
          stream: opened.stream,
          fileType: version.fileType,
          delimiter: version.delimiter,
          columns: version.dataStructure,
          readRows: rowReaders[version.fileType],
          sheetName: version.sheetName,
          isSkippingBadRows: version.skippedRowCount > 0,
        },
        (body) => files.put(key, body),
        signal,
      )
      const isKept = await repository.record(version, {
        parquetKey: key,
        parquetSize: converted.size,
        parquetSha256: converted.sha256,
        parquetSchema: converted.schema,
      })
      if (!isKept) await files.remove(key)
    } catch (error) {
      if (!(error instanceof ParquetConversionError)) throw error
      logger.info({ versionId: version.id, reason: error.message }, 'file version not kept as Parquet')
      await repository.recordError(version.tenantId, version.id, error.message)
    }
  }

  async function convertNamed(tenantId: string, versionId: string, job: JobInfo) {
    const version = await repository.find(tenantId, versionId)
    if (!version || !isPending(version)) return
    try {
      await convert(version, job.signal)
    } catch (error) {
      // Storage or database trouble is retried; after the last attempt the reason is kept.
      if (job.attempt >= job.maxAttempts && !job.signal.aborted) {
        await repository.recordError(tenantId, versionId, `The conversion failed: ${String(error)}`)
      }
      throw error
    }
  }

  async function backfill(job: JobInfo) {
    for (const { tenantId, id } of await repository.pending(backfillBatch)) {
      if (job.signal.aborted) return
      const version = await repository.find(tenantId, id)
      if (!version || !isPending(version)) continue
      try {
        await convert(version, job.signal)
      } catch (error) {
        // One version's trouble does not hold up the others; the next run tries it again.
        logger.warn({ err: error, versionId: id }, 'file version Parquet backfill failed')
      }
    }
  }

  return {
    repository,
    /** Queues a newly published version's conversion, in the publishing transaction. */
    queue: (version: { tenantId: string; id: string }, executor: Executor) =>
      queueParquetConversion(jobs, version, executor),
    /**
     * A version whose file now reads differently (another delimiter, other column types) is converted
     * again; answers its former Parquet object, to remove once the transaction commits.
     */
    async requeue(version: { tenantId: string; id: string }, executor: Executor): Promise<string | null> {
      const former = await repository.reset(version.tenantId, version.id, executor)
      await queueParquetConversion(jobs, version, executor)
      return former
    },
    register() {
      jobs.schedule(fileVersionParquetQueue, parquetBackfillSchedule)
      jobs.work<FileVersionParquetJob>(
        fileVersionParquetQueue,
        async (payload, job) => {
          if (payload.tenantId && payload.versionId)
            await convertNamed(payload.tenantId, payload.versionId, job)
          else await backfill(job)
        },
        // A conversion reads a whole file: one at a time per instance, two on all instances together.
        { concurrency: 1, maxRunning: 2 },
      )
    },
  }
}

const isPending = (version: DatasetFileVersionRow) =>
  version.status === 'PUBLISHED' && version.parquetKey === null && version.parquetError === null

export type ParquetConversion = ReturnType<typeof createParquetConversion>
export type { ParquetRepository }
