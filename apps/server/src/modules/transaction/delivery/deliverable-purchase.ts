import {
  dataDeliveryErrorCodes as codes,
  dataDeliveryErrorMessages as messages,
  deliveryMethods,
  enumValueOrNull,
  pricingModels,
} from '@lumbung/contract'
import { AppError } from '../../../lib/errors'
import type { DeliveryPurchase } from './delivery-purchases.repository'

export type DeliveryWay = 'DOWNLOAD' | 'CLOUD_STORAGE'

const refusal = (key: keyof typeof codes, status: number, message: string = messages[key]) =>
  new AppError(codes[key], status, message)

export const purchaseNotFound = () => refusal('purchaseNotFound', 404)

/** The terms in force (the snapshot at approval), falling back to the product for old rows. */
export function termsOf(
  purchase: Pick<DeliveryPurchase, 'metadata' | 'productName' | 'productDeliveryMethod'>,
) {
  const metadata = purchase.metadata
  return {
    productName: typeof metadata.product_name === 'string' ? metadata.product_name : purchase.productName,
    deliveryMethod:
      enumValueOrNull(deliveryMethods, metadata.delivery_method) ?? purchase.productDeliveryMethod,
    pricingModel: enumValueOrNull(pricingModels, metadata.pricing_model),
  }
}

/** A subscription follows the file as it changes; any other purchase keeps the file it bought. */
export function isSubscription(
  purchase: Pick<DeliveryPurchase, 'metadata' | 'productName' | 'productDeliveryMethod'>,
) {
  return termsOf(purchase).pricingModel === 'SUBSCRIPTION'
}

/**
 * Which ways a product's delivery method allows (docs/decisions/0033): a DOWNLOAD product is downloaded
 * only; a CLOUD_STORAGE product is delivered to the consumer's storage and may also be downloaded,
 * since the consumer may fetch the bytes it bought whatever its bucket does.
 */
export function isWayOffered(deliveryMethod: string | null, way: DeliveryWay): boolean {
  if (way === 'DOWNLOAD') return deliveryMethod === 'DOWNLOAD' || deliveryMethod === 'CLOUD_STORAGE'
  return deliveryMethod === 'CLOUD_STORAGE'
}

/**
 * Why a purchase cannot receive data in this way now, or null when it can: it must be APPROVED and
 * unexpired, its access ACTIVE, and its product a file offered this way. Each refusal has its own code.
 */
/**
 * Billing's spend caps (docs/decisions/0051-spend-caps.md): throws SPEND_CAP_REACHED, naming the cap,
 * when a refusing cap over the product is reached. Downloads and deliveries ask before any byte moves.
 */
export type SpendRoomCheck = (tenantId: string, productId: string) => Promise<void>

export function refusalOf(purchase: DeliveryPurchase | undefined, way: DeliveryWay): AppError | null {
  if (!purchase) return purchaseNotFound()
  if (purchase.status === 'EXPIRED') return refusal('purchaseExpired', 403)
  if (purchase.status !== 'APPROVED') return purchaseNotFound()
  if (purchase.accessStatus === 'REVOKED') {
    return refusal('purchaseRevoked', 403, withReason(messages.purchaseRevoked, purchase.accessReason))
  }
  if (purchase.accessStatus !== 'ACTIVE') {
    return refusal('purchaseSuspended', 403, withReason(messages.purchaseSuspended, purchase.accessReason))
  }
  if (purchase.productDataType !== 'FILE' || !purchase.datasetId) return refusal('notFileProduct', 409)
  const { deliveryMethod } = termsOf(purchase)
  if (!isWayOffered(deliveryMethod, way)) {
    return way === 'DOWNLOAD' ? refusal('downloadNotOffered', 409) : refusal('cloudDeliveryNotOffered', 409)
  }
  return null
}

export function assertDeliverable(
  purchase: DeliveryPurchase | undefined,
  way: DeliveryWay,
): asserts purchase is DeliveryPurchase & { datasetId: string } {
  const refused = refusalOf(purchase, way)
  if (refused) throw refused
}

/** The provider's reason, when it gave one, after the refusal. */
function withReason(message: string, reason: string | null): string {
  const text = reason?.trim()
  return text ? `${message}: ${text.slice(0, 300)}` : message
}

/** The version a purchase is entitled to: the newest for a subscription, the one current at approval otherwise. */
export function entitlementDate(purchase: DeliveryPurchase): Date | null {
  return isSubscription(purchase) ? null : (purchase.decidedAt ?? null)
}

export const fileMissing = () => refusal('fileMissing', 409)
