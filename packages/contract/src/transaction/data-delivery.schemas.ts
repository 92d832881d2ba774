import { z } from 'zod'
import { blankTo, optionalField } from '../common/blank'
import { cloudProviders, dataDeliveryStatuses, storageStatuses } from '../common/enums'
import { messages } from '../common/messages'
import { listOf, paginationQuery } from '../common/result'
import { isSafeRelativePath } from '../data/storage-settings.schemas'
import { fileTypes } from '../dropdown/catalogue-lists'
import {
  dataDeliveryErrorMessages,
  dataDeliveryFieldMessages,
  deliveryFailureCodes,
} from './data-delivery.messages'
import { transactionNoPattern } from './requests.schemas'

export type DataDeliveryStatus = (typeof dataDeliveryStatuses)[number]

export const dataDeliveryStatusLabels: Record<DataDeliveryStatus, string> = {
  QUEUED: 'Queued',
  RUNNING: 'Running',
  DELIVERED: 'Delivered',
  FAILED: 'Failed',
}

/** Who started a delivery: a person, or a new version of a subscription with auto-delivery on. */
export const deliveryTriggers = ['MANUAL', 'AUTO'] as const
export type DeliveryTrigger = (typeof deliveryTriggers)[number]
export const deliveryTriggerLabels: Record<DeliveryTrigger, string> = {
  MANUAL: 'Manual',
  AUTO: 'Auto-delivery',
}

export const dataDeliveryLabels = {
  transaction_no: 'Purchase',
  storage_setting_id: 'Storage setting',
  path: 'Path',
  is_on: 'Auto-delivery',
} as const

export const dataDeliveryLimits = { path: 200 } as const

const transactionNo = z
  .string({ error: messages.required(dataDeliveryLabels.transaction_no) })
  .trim()
  .min(1, { error: messages.required(dataDeliveryLabels.transaction_no) })
  .regex(transactionNoPattern, { error: `${dataDeliveryLabels.transaction_no} is not valid` })

const storageSettingId = z.uuid({
  error: (issue) =>
    issue.input === undefined || issue.input === ''
      ? messages.required(dataDeliveryLabels.storage_setting_id)
      : `${dataDeliveryLabels.storage_setting_id} is not valid`,
})

/**
 * The folder in the bucket the file goes to: plain names joined by '/', or blank for the bucket's top.
 * Slashes at either end are dropped, so 'exports/' and '/exports' are the same folder.
 */
export const deliveryPath = z.preprocess(
  blankTo('', (value) => value === undefined || value === null),
  z
    .string()
    .trim()
    .transform((value) => value.replace(/^\/+|\/+$/g, ''))
    .pipe(
      z
        .string()
        .max(dataDeliveryLimits.path, {
          error: messages.max(dataDeliveryLabels.path, dataDeliveryLimits.path),
        })
        .refine((value) => value === '' || isSafeRelativePath(value), {
          error: dataDeliveryFieldMessages.pathCharacters,
        }),
    ),
)

export const proceedDataDeliveryBody = z.object({
  transaction_no: transactionNo,
  storage_setting_id: storageSettingId,
  path: deliveryPath,
})
export type ProceedDataDeliveryBody = z.input<typeof proceedDataDeliveryBody>

export const autoDeliveryBody = z
  .object({
    transaction_no: transactionNo,
    is_on: z.boolean({ error: messages.required(dataDeliveryLabels.is_on) }),
    storage_setting_id: optionalField(storageSettingId),
    path: deliveryPath,
  })
  .superRefine((value, context) => {
    if (value.is_on && !value.storage_setting_id) {
      context.addIssue({
        code: 'custom',
        path: ['storage_setting_id'],
        message: messages.required(dataDeliveryLabels.storage_setting_id),
      })
    }
  })
export type AutoDeliveryBody = z.input<typeof autoDeliveryBody>

export const dataDeliveryListQuery = paginationQuery.extend({
  status: optionalField(z.enum(dataDeliveryStatuses, { error: 'Status is not valid' })),
  transaction_no: optionalField(
    z.string().trim().regex(transactionNoPattern, { error: 'Purchase is not valid' }),
  ),
})
export type DataDeliveryListQuery = z.infer<typeof dataDeliveryListQuery>

export const dataDeliveryIdParams = z.object({
  id: z.uuid({ error: dataDeliveryErrorMessages.deliveryNotFound }),
})

/** What a finished delivery wrote: the consumer's proof of delivery. */
export const deliveryReceipt = z.object({
  /** The object's key inside the bucket (or the file's path inside a local folder). */
  object_path: z.string(),
  /** `s3://bucket/key`, `gs://bucket/key`, or `local://folder/path`. */
  location: z.string(),
  bytes: z.number().int(),
  rows: z.number().int(),
  sha256: z.string(),
  delivered_date: z.string(),
})
export type DeliveryReceipt = z.infer<typeof deliveryReceipt>

export const dataDelivery = z.object({
  id: z.string(),
  transaction_no: z.string(),
  product_id: z.string(),
  product_name: z.string(),
  version_no: z.number().int(),
  file_name: z.string(),
  trigger: z.enum(deliveryTriggers),
  status: z.enum(dataDeliveryStatuses),
  storage_setting_id: z.string().nullable(),
  storage_setting_name: z.string(),
  cloud_provider: z.enum(cloudProviders),
  /** Where the file goes (or went): the same form as the receipt's location. */
  location: z.string(),
  attempts: z.number().int(),
  /** The last failure, kept while a retry waits and when the delivery FAILED. */
  error_code: z.enum(deliveryFailureCodes).nullable(),
  error_message: z.string().nullable(),
  receipt: deliveryReceipt.nullable(),
  requested_by: z.string().nullable(),
  created_date: z.string(),
  started_date: z.string().nullable(),
  finished_date: z.string().nullable(),
})
export type DataDelivery = z.infer<typeof dataDelivery>
export const dataDeliveryList = listOf(dataDelivery)

/** A purchase the company can have delivered now, with its auto-delivery setting. */
export const deliverablePurchase = z.object({
  transaction_no: z.string(),
  product_id: z.string(),
  product_name: z.string(),
  is_subscription: z.boolean(),
  period_end: z.string().nullable(),
  version_no: z.number().int(),
  file_name: z.string(),
  file_size: z.number().int(),
  /** Subscriptions delivered to cloud storage may have each new version delivered by itself. */
  can_auto_deliver: z.boolean(),
  auto_delivery: z
    .object({ is_on: z.boolean(), storage_setting_id: z.string().nullable(), path: z.string() })
    .nullable(),
})
export type DeliverablePurchase = z.infer<typeof deliverablePurchase>

/** A storage setting of the company's consumer side that a file can be delivered to. */
export const deliveryTarget = z.object({
  id: z.string(),
  name: z.string(),
  cloud_provider: z.enum(cloudProviders),
  bucket: z.string(),
  status: z.enum(storageStatuses),
  status_message: z.string().nullable(),
})
export type DeliveryTarget = z.infer<typeof deliveryTarget>

export const dataDeliveryOptions = z.object({
  purchases: z.array(deliverablePurchase),
  storage_settings: z.array(deliveryTarget),
})
export type DataDeliveryOptions = z.infer<typeof dataDeliveryOptions>

export const autoDeliveryState = z.object({
  transaction_no: z.string(),
  is_on: z.boolean(),
  storage_setting_id: z.string().nullable(),
  path: z.string(),
})

// Downloads

export const downloadParams = z.object({
  transaction_no: z.string().trim().regex(transactionNoPattern, { error: 'Transaction number is not valid' }),
})

/** The file a purchase downloads now: the version it is entitled to, with its checksum. */
export const downloadInfo = z.object({
  transaction_no: z.string(),
  version_no: z.number().int(),
  file_name: z.string(),
  file_type: z.enum(fileTypes).nullable(),
  file_size: z.number().int(),
  row_count: z.number().int(),
  sha256: z.string(),
  published_date: z.string().nullable(),
})
export type DownloadInfo = z.infer<typeof downloadInfo>

export const downloadLink = downloadInfo.extend({
  /** A relative link, signed and valid for a few minutes; open it to download. */
  url: z.string(),
  expires_date: z.string(),
})
export type DownloadLink = z.infer<typeof downloadLink>

/** The signed link's query; anything missing or wrong is refused as an invalid link. */
export const downloadFileQuery = z.object({
  /** The consumer company and the version the link was made for; the signature covers both. */
  tenant: z.string().max(40).optional(),
  version: z.string().max(40).optional(),
  expires: z.string().max(16).optional(),
  sig: z.string().max(128).optional(),
})
