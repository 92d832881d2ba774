import { fileToApiErrorMessages as said, type FileToApiJob, type FileToApiJobStatus } from '@lumbung/contract'
import type { StorageUrls } from '../../../lib/storage-urls'
import type { FileToApiJobWithNames } from './file-to-api.repository'

/**
 * A run that is RUNNING on its last attempt with no sign of life for this long has lost its worker
 * for good: the queue gives it no further attempt, so it reads as failed.
 */
const staleSeconds = 10 * 60

interface ViewContext {
  now: Date
  urls: StorageUrls
}

function effectiveOf(job: FileToApiJobWithNames['job'], now: Date) {
  const heartbeat = job.heartbeatAt?.getTime() ?? 0
  const isAbandoned =
    job.status === 'RUNNING' &&
    job.attempt >= job.maxAttempts &&
    now.getTime() - heartbeat > staleSeconds * 1000
  return isAbandoned
    ? {
        status: 'FAILED' as FileToApiJobStatus,
        errorCode: 'WORKER_STOPPED',
        errorMessage: said.workerStopped,
      }
    : { status: job.status, errorCode: job.errorCode, errorMessage: job.errorMessage }
}

/** Rows a minute in the current run and the time left at that pace, while the run goes. */
function paceOf(job: FileToApiJobWithNames['job'], status: FileToApiJobStatus, now: Date) {
  if (status !== 'RUNNING' || !job.runStartedAt) return { rate: null, secondsLeft: null }
  const seconds = (now.getTime() - job.runStartedAt.getTime()) / 1000
  const rows = job.rowsDone - job.runRowsStart
  if (seconds < 1 || rows < 1) return { rate: null, secondsLeft: null }
  const perSecond = rows / seconds
  return {
    rate: Math.round(perSecond * 60 * 10) / 10,
    secondsLeft: Math.ceil(Math.max(0, job.totalRows - job.rowsDone) / perSecond),
  }
}

/** What the run billed: each row the API answered with success is one billed call at the confirmed price. */
function costOf(job: FileToApiJobWithNames['job']) {
  const billedRows = Math.max(0, job.rowsDone - job.rowsFailed)
  return { unit_price: job.unitPrice, billed_rows: billedRows, amount: billedRows * (job.unitPrice ?? 0) }
}

export function fileToApiJobViewOf(row: FileToApiJobWithNames, { now, urls }: ViewContext): FileToApiJob {
  const { job } = row
  const effective = effectiveOf(job, now)
  const pace = paceOf(job, effective.status, now)
  return {
    id: job.id,
    transaction_no: row.transactionNo,
    product_id: job.productId,
    product_name: job.productName,
    data_asset_id: job.dataAssetId,
    data_asset_name: job.dataAssetName,
    status: effective.status,
    total_rows: job.totalRows,
    rows_done: job.rowsDone,
    rows_failed: job.rowsFailed,
    rate_per_minute: pace.rate,
    seconds_left: pace.secondsLeft,
    error_code: effective.errorCode,
    error_message: effective.errorMessage,
    has_result: !!job.resultKey,
    is_partial_result: job.isPartialResult,
    result_url: job.resultKey ? urls.sign(job.resultKey, { now }) : null,
    created_by: row.createdByName,
    created_date: job.createdAt.toISOString(),
    started_date: job.startedAt?.toISOString() ?? null,
    finished_date: job.finishedAt?.toISOString() ?? null,
    ...costOf(job),
  }
}
