import {
  dataDeliveryErrorCodes,
  dataDeliveryErrorMessages,
  errorStatus,
  gatewayErrors,
  type GatewayErrorName,
} from '@lumbung/contract'
import { AppError } from '../../../lib/errors'
import type { DatasetFiles, DeliverableFile } from '../../data/datasets'
import {
  entitlementDate,
  fileMissing,
  isSubscription,
  refusalOf,
  type SpendRoomCheck,
} from './deliverable-purchase'
import type { DeliveryPurchase, DeliveryPurchasesRepository } from './delivery-purchases.repository'
import type { DownloadAnswer, DownloadsService } from './downloads.service'

/** Who holds a presented key, as the gateway knows it: the company, or why the key cannot call. */
export type KeyHolderOf = (
  presented: string,
) => Promise<{ tenantId: string; apiKeyId: string | null } | 'INVALID' | 'INACTIVE'>

export interface KeyFetch {
  presentedKey: string | undefined
  productId: string
  /** `?version=N`, as sent. */
  version: string | null
  range: string | undefined
  ifRange: string | undefined
  isHead: boolean
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const json = 'application/json; charset=utf-8'

/** A refusal in the gateway's own shape and codes. */
function refusal(status: number, code: string, message: string): DownloadAnswer {
  return {
    statusCode: status as DownloadAnswer['statusCode'],
    headers: { 'content-type': json },
    body: JSON.stringify({ status: errorStatus, code, message, data: null }),
  }
}
const gatewayRefusal = (name: GatewayErrorName) =>
  refusal(gatewayErrors[name].http_status, gatewayErrors[name].code, gatewayErrors[name].description)
const appRefusal = (error: AppError) => refusal(error.statusCode, error.code, error.message)

/**
 * `GET /gateway/v1/products/{id}/file` with `X-API-Key` (docs/product.md#files-by-key): the purchased
 * file, entitled exactly as a download is (the same purchase checks, the same version rule) and served
 * by the downloads' own streaming, so Range, ETag and the usage record are the same too. Answers null
 * for a product that is not a file product, which the gateway then answers as any call.
 */
export function createFilesByKeyService({
  purchases,
  datasetFiles,
  downloads,
  keyHolderOf,
  assertSpendRoom,
  now = () => new Date(),
}: {
  purchases: DeliveryPurchasesRepository
  datasetFiles: DatasetFiles
  downloads: Pick<DownloadsService, 'serveFile' | 'recordRefusal'>
  keyHolderOf: KeyHolderOf
  assertSpendRoom?: SpendRoomCheck | undefined
  now?: () => Date
}) {
  /** The version asked for, if this purchase may have it: a subscription any, a one-time purchase its own. */
  async function fileOf(
    purchase: DeliveryPurchase & { datasetId: string },
    version: string | null,
  ): Promise<DeliverableFile> {
    const entitled = await datasetFiles.entitled(
      purchase.providerTenantId,
      purchase.datasetId,
      entitlementDate(purchase),
    )
    if (!entitled) throw fileMissing()
    if (version === null || Number(version) === entitled.versionNo) return entitled
    const versionNo = /^\d{1,9}$/.test(version) ? Number(version) : 0
    const asked =
      versionNo > 0 && isSubscription(purchase)
        ? await datasetFiles.byNumber(purchase.providerTenantId, purchase.datasetId, versionNo)
        : undefined
    if (!asked) {
      const { versionNotEntitled } = dataDeliveryErrorCodes
      throw new AppError(versionNotEntitled, 404, dataDeliveryErrorMessages.versionNotEntitled)
    }
    return asked
  }

  return {
    async fetch(call: KeyFetch): Promise<DownloadAnswer | null> {
      const startedAt = now()
      if (!uuidPattern.test(call.productId)) return null
      const presented = call.presentedKey?.trim()
      if (!presented) return gatewayRefusal('apiKeyMissing')
      const holder = await keyHolderOf(presented)
      if (holder === 'INVALID') return gatewayRefusal('apiKeyInvalid')
      if (holder === 'INACTIVE') return gatewayRefusal('tenantInactive')
      const owned = await purchases.ofProduct(holder.tenantId, call.productId, startedAt)
      if (owned.length === 0) {
        const dataType = await purchases.dataTypeOf(call.productId)
        return dataType === 'FILE' ? gatewayRefusal('noActivePurchase') : null
      }
      if (owned[0]!.productDataType !== 'FILE') return null
      // As the gateway does: the purchase that can receive data now, else the newest, refused for its reason.
      const purchase = owned.find((entry) => refusalOf(entry, 'DOWNLOAD') === null) ?? owned[0]!
      try {
        const refused = refusalOf(purchase, 'DOWNLOAD')
        if (refused) throw refused
        await assertSpendRoom?.(purchase.consumerTenantId, purchase.productId)
        const file = await fileOf(purchase as DeliveryPurchase & { datasetId: string }, call.version)
        return await downloads.serveFile(purchase, file, { ...call, startedAt, apiKeyId: holder.apiKeyId })
      } catch (error) {
        if (!(error instanceof AppError)) throw error
        downloads.recordRefusal(purchase, startedAt, error, holder.apiKeyId)
        return appRefusal(error)
      }
    },
  }
}

export type FilesByKeyService = ReturnType<typeof createFilesByKeyService>
