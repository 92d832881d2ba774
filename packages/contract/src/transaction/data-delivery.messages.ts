import type { cloudProviders } from '../common/enums'

/** Downloads and deliveries to the consumer's storage (docs/decisions/0033-downloads-and-cloud-delivery.md). */
export const dataDeliveryMessages = {
  queued: 'Delivery queued',
  autoDeliveryOn: 'Auto-delivery switched on',
  autoDeliveryOff: 'Auto-delivery switched off',
} as const

/** What the delivery form says of its path beyond the shared validation messages. */
export const dataDeliveryFieldMessages = {
  pathCharacters: 'Path may only contain letters, digits, dots, dashes and underscores, separated by /',
} as const

/** Why a download or a delivery is refused, each with its own stable code (dataDeliveryErrorCodes). */
export const dataDeliveryErrorMessages = {
  purchaseNotFound: 'Purchased data not found',
  purchaseExpired: 'This purchase has expired: request the product again to receive its data',
  purchaseSuspended: 'The provider has suspended access to this purchase',
  purchaseRevoked: 'The provider has revoked access to this purchase',
  notFileProduct: 'Only file products can be downloaded or delivered',
  downloadNotOffered: 'This product is not offered as a file download',
  cloudDeliveryNotOffered: 'This product is offered for download only, not for delivery to cloud storage',
  fileMissing: "The provider has not uploaded this product's file yet",
  linkInvalid: 'This download link is not valid',
  linkExpired: 'This download link has expired: start the download again from the purchase',
  storageSettingNotFound: 'The storage setting no longer exists: choose another one',
  storageSettingNotConnected:
    'The storage setting failed its last connection test: fix it in Settings > Storage, then try again',
  localStorageDisabled: 'Local folders are not enabled on this server',
  autoDeliveryNeedsSubscription: 'Auto-delivery is only for active subscriptions delivered to cloud storage',
  deliveryNotFound: 'Delivery not found',
  versionNotEntitled: 'This purchase has no such version of the file',
} as const

export const dataDeliveryErrorCodes = {
  purchaseNotFound: 'PURCHASE_NOT_FOUND',
  purchaseExpired: 'PURCHASE_EXPIRED',
  purchaseSuspended: 'PURCHASE_SUSPENDED',
  purchaseRevoked: 'PURCHASE_REVOKED',
  notFileProduct: 'NOT_A_FILE_PRODUCT',
  downloadNotOffered: 'DOWNLOAD_NOT_OFFERED',
  cloudDeliveryNotOffered: 'CLOUD_DELIVERY_NOT_OFFERED',
  fileMissing: 'PRODUCT_FILE_MISSING',
  linkInvalid: 'DOWNLOAD_LINK_INVALID',
  linkExpired: 'DOWNLOAD_LINK_EXPIRED',
  storageSettingNotFound: 'STORAGE_SETTING_NOT_FOUND',
  storageSettingNotConnected: 'STORAGE_SETTING_NOT_CONNECTED',
  localStorageDisabled: 'LOCAL_STORAGE_DISABLED',
  autoDeliveryNeedsSubscription: 'AUTO_DELIVERY_NEEDS_SUBSCRIPTION',
  deliveryNotFound: 'DELIVERY_NOT_FOUND',
  versionNotEntitled: 'VERSION_NOT_FOUND',
} as const satisfies Record<keyof typeof dataDeliveryErrorMessages, string>

/** Why a delivery FAILED (or waits for a retry), kept on the delivery as its error code. */
export const deliveryFailureCodes = [
  'BUCKET_NOT_FOUND',
  'ACCESS_DENIED',
  'INVALID_CREDENTIALS',
  'STORAGE_UNREACHABLE',
  'FOLDER_NOT_WRITABLE',
  'STORAGE_REFUSED',
  'STORAGE_SETTING_REMOVED',
  'PURCHASE_NOT_ACTIVE',
  'SPEND_CAP_REACHED',
  'SOURCE_FILE_MISSING',
  'WORKER_STOPPED',
  'INTERRUPTED',
] as const
export type DeliveryFailureCode = (typeof deliveryFailureCodes)[number]

/** What a consumer reads about a failure, in words it can act on. */
export const deliveryFailureMessages: Record<DeliveryFailureCode, string> = {
  BUCKET_NOT_FOUND: 'Bucket not found: check the bucket name in the storage setting',
  ACCESS_DENIED: 'Access denied: the storage setting may not write to this bucket',
  INVALID_CREDENTIALS: 'The storage credentials were refused: update the keys in the storage setting',
  STORAGE_UNREACHABLE: 'The storage did not answer: check its endpoint and that it is online',
  FOLDER_NOT_WRITABLE: 'The folder cannot be written to: check that it exists and has free space',
  STORAGE_REFUSED: 'The storage refused the file',
  STORAGE_SETTING_REMOVED: 'The storage setting was removed: start the delivery again with another one',
  PURCHASE_NOT_ACTIVE: 'The purchase is no longer active',
  SPEND_CAP_REACHED:
    "A spend cap set to refuse is reached: your company's owner can raise it under Billings > Spend Caps",
  SOURCE_FILE_MISSING: "The product's file is no longer available",
  WORKER_STOPPED: 'The delivery stopped before it finished, more than once: start it again',
  INTERRUPTED: 'The delivery was interrupted before it finished',
}

/** A failure worded more precisely than its code's text. */
export const deliveryFailureDetails = {
  /** SOURCE_FILE_MISSING when the stored file is there but is no longer the one the product sells. */
  sourceFileChanged: "The product's file no longer matches its size and checksum",
} as const

/** Access denied, with the right each cloud needs to receive a file. */
export const accessDeniedMessages: Record<(typeof cloudProviders)[number], string> = {
  S3: 'Access denied: the key needs s3:PutObject on this bucket',
  GCS: 'Access denied: the service account needs storage.objects.create on this bucket (the Storage Object Creator role)',
  LOCAL: 'Access denied: the server may not write to this folder',
}
