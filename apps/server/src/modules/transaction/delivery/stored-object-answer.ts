import { Transform, type Readable } from 'node:stream'
import { errorStatus, type UsageOutcome } from '@lumbung/contract'
import type { FileStorage } from '../../../lib/file-storage'
import { pipeOwnedSource } from '../../../lib/stream-pipes'
import type { UsageLedger } from '../../gateway'
import type { DeliveryPurchase } from './delivery-purchases.repository'
import { fileMissing } from './deliverable-purchase'
import { rangeOf } from './download-range'

/** What a route sends for a stored file: a status, its headers and the body (a stream, or a short error). */
export interface StoredObjectAnswer {
  statusCode: 200 | 206 | 416
  headers: Record<string, string | number>
  body: Readable | string | null
}

/** How one fetch ended, for its one usage record. */
export interface FetchOutcome {
  httpStatus: number
  outcome: UsageOutcome
  errorCode: string | null
  bytesOut: number
  isBillable: boolean
}

/**
 * The one usage record of a fetch of a purchased file (a download link, a key's fetch or a Delta
 * Sharing link): kind DOWNLOAD, timed from when the fetch began.
 */
export function recordFetch(
  usage: UsageLedger,
  purchase: DeliveryPurchase,
  startedAt: Date,
  apiKeyId: string | null,
  outcome: FetchOutcome,
) {
  usage.record({
    occurredAt: startedAt,
    kind: 'DOWNLOAD',
    consumerTenantId: purchase.consumerTenantId,
    providerTenantId: purchase.providerTenantId,
    productId: purchase.productId,
    transactionRequestId: purchase.id,
    apiKeyId,
    method: 'GET',
    subPath: null,
    latencyMs: Math.max(0, Date.now() - startedAt.getTime()),
    bytesIn: 0,
    unitPrice: null,
    ...outcome,
  })
}

export interface StoredObject {
  key: string
  size: number
  /** Hex SHA-256 of the whole object, when known: its ETag and `Repr-Digest`. */
  sha256: string | null
  /** The ETag when the checksum is not known (it must still change when the object does). */
  fallbackTag: string
  contentType: string
  /** `Content-Disposition` header, when the object is sent as a named download. */
  disposition?: string
  publishedAt?: Date | null
}

/**
 * The bytes of a stored object as asked (whole, one range, or only the headers), metered: `record` is
 * called once the answer ends, billable only when the object's last byte went out, so a resumed
 * download is billed once. Downloads, files by key and Delta Sharing links all answer through it.
 */
export async function answerStoredObject(
  files: FileStorage,
  object: StoredObject,
  request: { range: string | undefined; ifRange: string | undefined; isHead: boolean },
  record: (outcome: FetchOutcome) => void,
): Promise<StoredObjectAnswer> {
  const { size } = object
  const etag = `"${object.sha256 ?? object.fallbackTag}"`
  const answer = rangeOf(request.range, size, request.ifRange, etag)

  if (answer.kind === 'UNSATISFIABLE') {
    const code = 'RANGE_NOT_SATISFIABLE'
    record({ httpStatus: 416, outcome: 'CLIENT_ERROR', errorCode: code, bytesOut: 0, isBillable: false })
    return {
      statusCode: 416,
      headers: { 'content-range': `bytes */${size}`, 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ status: errorStatus, code, message: 'The requested range is outside the file' }),
    }
  }

  const part = answer.kind === 'PART' ? answer.range : { start: 0, end: size - 1 }
  const length = part.end - part.start + 1
  const headers: Record<string, string | number> = {
    'content-type': object.contentType,
    'content-length': length,
    ...(object.disposition ? { 'content-disposition': object.disposition } : {}),
    'accept-ranges': 'bytes',
    etag,
    // RFC 9530: the checksum of the whole object, whichever part this answer carries.
    ...(object.sha256
      ? { 'repr-digest': `sha-256=:${Buffer.from(object.sha256, 'hex').toString('base64')}:` }
      : {}),
    'cache-control': 'private, no-store',
    ...(object.publishedAt ? { 'last-modified': object.publishedAt.toUTCString() } : {}),
    ...(answer.kind === 'PART' ? { 'content-range': `bytes ${part.start}-${part.end}/${size}` } : {}),
  }
  const statusCode: 200 | 206 = answer.kind === 'PART' ? 206 : 200
  if (request.isHead) return { statusCode, headers, body: null }

  const opened = await files.open(object.key, answer.kind === 'PART' ? part : undefined)
  if (!opened) throw fileMissing()
  const isFinal = part.end === size - 1
  let sent = 0
  let isSettled = false
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      sent += chunk.length
      done(null, chunk)
    },
  })
  const settle = () => {
    if (isSettled) return
    isSettled = true
    const isComplete = meter.readableEnded && sent === length
    record({
      httpStatus: statusCode,
      outcome: isComplete ? 'SUCCESS' : 'CLIENT_ERROR',
      errorCode: isComplete ? null : 'DOWNLOAD_ABORTED',
      bytesOut: sent,
      isBillable: isComplete && isFinal,
    })
  }
  meter.once('close', settle)
  return { statusCode, headers, body: pipeOwnedSource(opened.stream, meter) }
}
