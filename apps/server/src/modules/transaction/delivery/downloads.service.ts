import {
  dataDeliveryErrorCodes,
  dataDeliveryErrorMessages,
  downloadRoutes,
  enumValueOrNull,
  fileTypes,
  type DownloadInfo,
  type DownloadLink,
} from '@lumbung/contract'
import type { Actor } from '../../../lib/access'
import { AppError } from '../../../lib/errors'
import type { FileStorage } from '../../../lib/file-storage'
import type { LinkSignatures } from '../../../lib/storage-urls'
import type { DatasetFiles, DeliverableFile } from '../../data/datasets'
import type { UsageLedger } from '../../gateway'
import {
  assertDeliverable,
  entitlementDate,
  fileMissing,
  purchaseNotFound,
  refusalOf,
  type SpendRoomCheck,
} from './deliverable-purchase'
import type { DeliveryPurchase, DeliveryPurchasesRepository } from './delivery-purchases.repository'
import { contentTypeOf, downloadNameOf } from './file-names'
import {
  answerStoredObject,
  recordFetch,
  type FetchOutcome,
  type StoredObjectAnswer,
} from './stored-object-answer'

/** How long a download link works: long enough to click, short enough that a copied link soon dies. */
export const downloadLinkSeconds = 300

export interface DownloadsDependencies {
  purchases: DeliveryPurchasesRepository
  datasetFiles: DatasetFiles
  files: FileStorage
  usage: UsageLedger
  signatures: LinkSignatures
  /** Billing's spend caps: throws SPEND_CAP_REACHED when a refusing cap over the product is reached. */
  assertSpendRoom?: SpendRoomCheck
  now?: () => Date
}

/** What the route sends: a status, its headers and the body (a stream of the file, or a short error). */
export type DownloadAnswer = StoredObjectAnswer

export interface DownloadRequest {
  transactionNo: string
  query: {
    tenant?: string | undefined
    version?: string | undefined
    expires?: string | undefined
    sig?: string | undefined
  }
  range: string | undefined
  ifRange: string | undefined
  isHead: boolean
}

/** How a fetch asks for the bytes, and who fetches: a key's fetch is recorded with its key. */
export type ServeOptions = Pick<DownloadRequest, 'range' | 'ifRange' | 'isHead'> & {
  startedAt: Date
  apiKeyId: string | null
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
const subjectOf = (tenantId: string, transactionNo: string, versionId: string) =>
  `${tenantId}\n${transactionNo}\n${versionId}`

function infoOf(purchase: DeliveryPurchase, file: DeliverableFile, sha256: string): DownloadInfo {
  return {
    transaction_no: purchase.transactionNo,
    version_no: file.versionNo,
    file_name: downloadNameOf(file),
    file_type: enumValueOrNull(fileTypes, file.fileType),
    file_size: file.fileSize,
    row_count: file.rowCount,
    sha256,
    published_date: file.publishedAt?.toISOString() ?? null,
  }
}

/**
 * Downloads of purchased files (docs/decisions/0033): a signed link valid a few minutes, then the file
 * streamed from the platform's storage with Range support. Every answer to a genuine link is one usage
 * record; memory stays flat because bytes only ever pass through.
 */
export function createDownloadsService({
  purchases,
  datasetFiles,
  files,
  usage,
  signatures,
  assertSpendRoom,
  now = () => new Date(),
}: DownloadsDependencies) {
  async function entitledFile(purchase: DeliveryPurchase & { datasetId: string }) {
    const file = await datasetFiles.entitled(
      purchase.providerTenantId,
      purchase.datasetId,
      entitlementDate(purchase),
    )
    if (!file) throw fileMissing()
    return file
  }

  /** A link made before a refusing cap was reached serves no bytes after it. */
  async function capRefusalOf(purchase: DeliveryPurchase): Promise<AppError | null> {
    try {
      await assertSpendRoom?.(purchase.consumerTenantId, purchase.productId)
      return null
    } catch (error) {
      if (error instanceof AppError) return error
      throw error
    }
  }

  async function resolve(actor: Actor, transactionNo: string) {
    const purchase = await purchases.findByTransactionNo(actor.tenantId, transactionNo, now())
    assertDeliverable(purchase, 'DOWNLOAD')
    const file = await entitledFile(purchase)
    return { purchase, file, sha256: await datasetFiles.checksum(file) }
  }

  const record = (
    purchase: DeliveryPurchase,
    startedAt: Date,
    { apiKeyId, ...outcome }: FetchOutcome & { apiKeyId?: string | null },
  ) => recordFetch(usage, purchase, startedAt, apiKeyId ?? null, outcome)

  return {
    async info(actor: Actor, transactionNo: string): Promise<DownloadInfo> {
      const { purchase, file, sha256 } = await resolve(actor, transactionNo)
      return infoOf(purchase, file, sha256)
    },

    async link(actor: Actor, transactionNo: string): Promise<DownloadLink> {
      const { purchase, file, sha256 } = await resolve(actor, transactionNo)
      await assertSpendRoom?.(purchase.consumerTenantId, purchase.productId)
      const expiresAt = Math.floor(now().getTime() / 1000) + downloadLinkSeconds
      const signature = signatures.sign(subjectOf(actor.tenantId, transactionNo, file.versionId), expiresAt)
      const query = new URLSearchParams({
        tenant: actor.tenantId,
        version: file.versionId,
        expires: String(expiresAt),
        sig: signature,
      })
      const path = downloadRoutes.file.url.replace(':transaction_no', encodeURIComponent(transactionNo))
      return {
        ...infoOf(purchase, file, sha256),
        url: `${path}?${query.toString()}`,
        expires_date: new Date(expiresAt * 1000).toISOString(),
      }
    },

    /**
     * Serves a signed link: the signature first (no session), then the purchase again (it may have been
     * revoked since the link was made), then the bytes asked for.
     */
    async open({ transactionNo, query, range, ifRange, isHead }: DownloadRequest): Promise<DownloadAnswer> {
      const startedAt = now()
      const tenantId = query.tenant ?? ''
      const versionId = query.version ?? ''
      const check =
        uuidPattern.test(tenantId) && uuidPattern.test(versionId)
          ? signatures.check(
              subjectOf(tenantId, transactionNo, versionId),
              query.expires,
              query.sig,
              startedAt,
            )
          : 'INVALID'
      if (check === 'INVALID') {
        throw new AppError(dataDeliveryErrorCodes.linkInvalid, 403, dataDeliveryErrorMessages.linkInvalid)
      }
      if (check === 'EXPIRED') {
        throw new AppError(dataDeliveryErrorCodes.linkExpired, 403, dataDeliveryErrorMessages.linkExpired)
      }

      const purchase = await purchases.findByTransactionNo(tenantId, transactionNo, startedAt)
      const refused = refusalOf(purchase, 'DOWNLOAD') ?? (purchase ? await capRefusalOf(purchase) : null)
      if (refused || !purchase) {
        if (purchase && refused) {
          const base = {
            httpStatus: refused.statusCode,
            errorCode: refused.code,
            bytesOut: 0,
            isBillable: false,
          }
          record(purchase, startedAt, { ...base, outcome: 'REJECTED' })
        }
        throw refused ?? purchaseNotFound()
      }
      const file = await datasetFiles.byId(purchase.providerTenantId, versionId)
      if (!file || file.datasetId !== purchase.datasetId) throw fileMissing()
      return serveFile(purchase, file, { range, ifRange, isHead, startedAt, apiKeyId: null })
    },

    serveFile,

    /** A fetch refused before any byte: one usage record all the same, as every fetch has. */
    recordRefusal(purchase: DeliveryPurchase, startedAt: Date, refused: AppError, apiKeyId: string | null) {
      record(purchase, startedAt, {
        apiKeyId,
        httpStatus: refused.statusCode,
        outcome: 'REJECTED',
        errorCode: refused.code,
        bytesOut: 0,
        isBillable: false,
      })
    },
  }

  /**
   * The bytes of a version a purchase may have, as asked (whole, one range, or only the headers), with
   * one usage record once the answer ends: a signed link's fetch and a key's alike.
   */
  async function serveFile(
    purchase: DeliveryPurchase,
    file: DeliverableFile,
    { range, ifRange, isHead, startedAt, apiKeyId }: ServeOptions,
  ): Promise<DownloadAnswer> {
    const sha256 = await datasetFiles.checksum(file)
    return answerStoredObject(
      files,
      {
        key: file.fileKey,
        size: file.fileSize,
        sha256,
        fallbackTag: sha256,
        contentType: contentTypeOf(file.fileType),
        disposition: contentDisposition(downloadNameOf(file)),
        publishedAt: file.publishedAt,
      },
      { range, ifRange, isHead },
      (outcome) => record(purchase, startedAt, { apiKeyId, ...outcome }),
    )
  }
}

/** `attachment` with a plain fallback name and the exact name in RFC 5987 form. */
function contentDisposition(name: string): string {
  const fallback = name.replace(/[^A-Za-z0-9._-]/g, '_')
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`
}

export type DownloadsService = ReturnType<typeof createDownloadsService>
