import {
  deltaSharingLimits,
  deltaSharingPrefix,
  deltaSharingProtocolCodes as codes,
  deltaSharingProtocolMessages as messages,
  type DeltaSharingFileQuery,
} from '@lumbung/contract'
import { AppError } from '../../../lib/errors'
import type { FileStorage } from '../../../lib/file-storage'
import type { ShareRecipient } from '../../../lib/request-context'
import type { LinkSignatures } from '../../../lib/storage-urls'
import type { UsageLedger } from '../../gateway'
import {
  answerStoredObject,
  fileMissing,
  recordFetch,
  type FetchOutcome,
  refusalOf,
  type DeliveryPurchase,
  type SpendRoomCheck,
  type StoredObjectAnswer,
} from '../delivery'
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

export type FileAnswer = StoredObjectAnswer

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
  const record = (purchase: DeliveryPurchase, startedAt: Date, outcome: FetchOutcome) =>
    recordFetch(usage, purchase, startedAt, null, outcome)

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
      return answerStoredObject(
        files,
        {
          key: version.parquetKey,
          size: version.parquetSize,
          sha256: version.parquetSha256,
          fallbackTag: version.id,
          contentType: 'application/vnd.apache.parquet',
        },
        input,
        (outcome) => record(purchase, startedAt, outcome),
      )
    },
  }
}

export type DeltaSharingFilesService = ReturnType<typeof createDeltaSharingFilesService>
