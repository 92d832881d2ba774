import { Transform, type Readable } from 'node:stream'
import {
  deltaSharingLimits,
  deltaSharingPrefix,
  deltaSharingProtocolCodes as codes,
  deltaSharingProtocolMessages as messages,
  errorStatus,
  type DeltaSharingFileQuery,
  type UsageOutcome,
} from '@lumbung/contract'
import { AppError } from '../../../lib/errors'
import type { FileStorage } from '../../../lib/file-storage'
import type { ShareRecipient } from '../../../lib/request-context'
import type { LinkSignatures } from '../../../lib/storage-urls'
import type { UsageLedger } from '../../gateway'
import { fileMissing, rangeOf, refusalOf, type DeliveryPurchase, type SpendRoomCheck } from '../delivery'
import type { DeltaSharingRepository } from './delta-sharing.repository'

export interface DeltaSharingFilesDependencies {
  findPurchase: (tenantId: string, transactionNo: string, now: Date) => Promise<DeliveryPurchase | undefined>
  isTokenLive: (tenantId: string, tokenId: string) => Promise<boolean>
  shares: DeltaSharingRepository
  files: FileStorage
  usage: UsageLedger
  signatures: LinkSignatures
  publicUrl: string
  assertSpendRoom?: SpendRoomCheck | undefined
  now?: () => Date
}

export interface FileAnswer {
  statusCode: 200 | 206 | 416
  headers: Record<string, string | number>
  body: Readable | string | null
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
const subjectOf = (tenantId: string, transactionNo: string, versionId: string, tokenId: string) =>
  `${tenantId}\n${transactionNo}\n${versionId}\n${tokenId}`
const refusal = (key: keyof typeof codes, status: number) => new AppError(codes[key], status, messages[key])

/** Signs the links a query answers: to one version's Parquet, for one company through one of its tokens. */
export function createDeltaSharingFileLinks(
  signatures: LinkSignatures,
  publicUrl: string,
  now: () => Date = () => new Date(),
) {
  return {
    sign(recipient: ShareRecipient, transactionNo: string, versionId: string) {
      const expiresAt = Math.floor(now().getTime() / 1000) + deltaSharingLimits.fileLinkSeconds
      const query = new URLSearchParams({
        tenant: recipient.tenantId,
        profile: recipient.tokenId,
        expires: String(expiresAt),
        sig: signatures.sign(
          subjectOf(recipient.tenantId, transactionNo, versionId, recipient.tokenId),
          expiresAt,
        ),
      })
      const path = `${deltaSharingPrefix}/files/${encodeURIComponent(transactionNo)}/${versionId}.parquet`
      return { url: `${publicUrl}${path}?${query.toString()}`, expiresAt: new Date(expiresAt * 1000) }
    },
  }
}
export type DeltaSharingFileLinks = ReturnType<typeof createDeltaSharingFileLinks>

/**
 * Serves a link from a query answer, like a download (docs/decisions/0033): the signature first (no
 * token travels with it), then the token and the purchase again (either may have been revoked since),
 * then the bytes asked for, with Range, as Parquet readers read the footer first. Every answer is one
 * usage record; the one that sends the file's last byte is billable, as for downloads.
 */
export function createDeltaSharingFilesService({
  findPurchase,
  isTokenLive,
  shares,
  files,
  usage,
  signatures,
  assertSpendRoom,
  now = () => new Date(),
}: DeltaSharingFilesDependencies) {
  function record(
    purchase: DeliveryPurchase,
    startedAt: Date,
    outcome: {
      httpStatus: number
      outcome: UsageOutcome
      errorCode: string | null
      bytesOut: number
      isBillable: boolean
    },
  ) {
    usage.record({
      occurredAt: startedAt,
      kind: 'DOWNLOAD',
      consumerTenantId: purchase.consumerTenantId,
      providerTenantId: purchase.providerTenantId,
      productId: purchase.productId,
      transactionRequestId: purchase.id,
      apiKeyId: null,
      method: 'GET',
      subPath: null,
      latencyMs: Math.max(0, Date.now() - startedAt.getTime()),
      bytesIn: 0,
      unitPrice: null,
      ...outcome,
    })
  }

  async function capRefusalOf(purchase: DeliveryPurchase): Promise<AppError | null> {
    try {
      await assertSpendRoom?.(purchase.consumerTenantId, purchase.productId)
      return null
    } catch (error) {
      if (error instanceof AppError) return error
      throw error
    }
  }

  return {
    async open(input: {
      transactionNo: string
      fileName: string
      query: DeltaSharingFileQuery
      range: string | undefined
      ifRange: string | undefined
      isHead: boolean
    }): Promise<FileAnswer> {
      const startedAt = now()
      const { query } = input
      const tenantId = query.tenant ?? ''
      const tokenId = query.profile ?? ''
      const versionId = input.fileName.replace(/\.parquet$/, '')
      const check =
        uuidPattern.test(tenantId) && uuidPattern.test(tokenId) && uuidPattern.test(versionId)
          ? signatures.check(
              subjectOf(tenantId, input.transactionNo, versionId, tokenId),
              query.expires,
              query.sig,
              startedAt,
            )
          : 'INVALID'
      if (check === 'INVALID') throw refusal('linkInvalid', 403)
      if (check === 'EXPIRED') throw refusal('linkExpired', 403)
      if (!(await isTokenLive(tenantId, tokenId))) throw refusal('linkInvalid', 403)

      const purchase = await findPurchase(tenantId, input.transactionNo, startedAt)
      const refused = refusalOf(purchase, 'DOWNLOAD') ?? (purchase ? await capRefusalOf(purchase) : null)
      if (refused || !purchase) {
        if (purchase && refused) {
          record(purchase, startedAt, {
            httpStatus: refused.statusCode,
            outcome: 'REJECTED',
            errorCode: refused.code,
            bytesOut: 0,
            isBillable: false,
          })
        }
        throw refused ?? refusal('linkInvalid', 403)
      }
      const version = await shares.publishedVersion(purchase.providerTenantId, versionId)
      if (
        !version ||
        version.datasetId !== purchase.datasetId ||
        !version.parquetKey ||
        version.parquetSize === null
      ) {
        throw fileMissing()
      }
      const size = version.parquetSize
      const etag = `"${version.parquetSha256 ?? version.id}"`
      const answer = rangeOf(input.range, size, input.ifRange, etag)
      if (answer.kind === 'UNSATISFIABLE') {
        const code = 'RANGE_NOT_SATISFIABLE'
        record(purchase, startedAt, {
          httpStatus: 416,
          outcome: 'CLIENT_ERROR',
          errorCode: code,
          bytesOut: 0,
          isBillable: false,
        })
        return {
          statusCode: 416,
          headers: { 'content-range': `bytes */${size}`, 'content-type': 'application/json; charset=utf-8' },
          body: JSON.stringify({
            status: errorStatus,
            code,
            message: 'The requested range is outside the file',
          }),
        }
      }
      const part = answer.kind === 'PART' ? answer.range : { start: 0, end: size - 1 }
      const length = part.end - part.start + 1
      const statusCode: 200 | 206 = answer.kind === 'PART' ? 206 : 200
      const headers: Record<string, string | number> = {
        'content-type': 'application/vnd.apache.parquet',
        'content-length': length,
        'accept-ranges': 'bytes',
        etag,
        'cache-control': 'private, no-store',
        ...(answer.kind === 'PART' ? { 'content-range': `bytes ${part.start}-${part.end}/${size}` } : {}),
      }
      if (input.isHead) return { statusCode, headers, body: null }

      const opened = await files.open(version.parquetKey, answer.kind === 'PART' ? part : undefined)
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
      meter.once('close', () => {
        if (isSettled) return
        isSettled = true
        const isComplete = meter.readableEnded && sent === length
        record(purchase, startedAt, {
          httpStatus: statusCode,
          outcome: isComplete ? 'SUCCESS' : 'CLIENT_ERROR',
          errorCode: isComplete ? null : 'DOWNLOAD_ABORTED',
          bytesOut: sent,
          isBillable: isComplete && isFinal,
        })
      })
      opened.stream.once('error', (error) => meter.destroy(error))
      meter.once('close', () => opened.stream.destroy())
      return { statusCode, headers, body: opened.stream.pipe(meter) }
    },
  }
}

export type DeltaSharingFilesService = ReturnType<typeof createDeltaSharingFilesService>
