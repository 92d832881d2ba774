import {
  apiFieldsOf as apiFieldsOfStored,
  dataTypes,
  delimiters,
  deliveryMethods,
  describeReference,
  enumValueOrNull,
  fileTypes,
  gatewayProductPath,
  pricingModelList,
  pricingModels,
  unitList,
  units,
  type ApiField,
  type PurchasedDetail,
  type PurchasedFileFacts,
  type PurchasedListItem,
  type PurchasedStatus,
} from '@lumbung/contract'
import type { datasets } from '../../../db/schema'
import type { DeliverableFile } from '../../data/datasets'
import { nextScheduledPrice, priceInForce, type ScheduledPrice } from '../../../lib/price-in-force'
import type { StorageUrls } from '../../../lib/storage-urls'
import { acceptedAgreementView } from '../agreements'
import { documentationOf } from './purchased-documentation'
import type { PurchasedRecord } from './purchased.repository'

type DatasetRow = typeof datasets.$inferSelect

const wholeNumber = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) ? value : null

const described = <T extends string>(
  list: readonly { value: string; description: string }[],
  value: T | null,
) => (value ? { value, description: describeReference(list, value) } : null)

/** The status as of the read (see the requests area's effectiveStatus): approved or expired. */
export function purchasedStatusOf(record: Pick<PurchasedRecord, 'status'>): PurchasedStatus {
  return record.status === 'EXPIRED' ? 'EXPIRED' : 'APPROVED'
}

/** The terms in force: the snapshot taken at request time and amended by the provider. */
function termsOf(record: PurchasedRecord) {
  const metadata = record.request.transactionMetadata
  return {
    name: typeof metadata.product_name === 'string' ? metadata.product_name : record.productName,
    dataType: enumValueOrNull(dataTypes, metadata.data_type) ?? record.productDataType,
    pricingModel: enumValueOrNull(pricingModels, metadata.pricing_model),
    unit: enumValueOrNull(units, metadata.unit),
    price: wholeNumber(metadata.price),
    deliveryMethod: enumValueOrNull(deliveryMethods, metadata.delivery_method),
    monthlyQuota: wholeNumber(metadata.monthly_quota),
  }
}

export function apiFieldsOf(dataset: DatasetRow | undefined): ApiField[] {
  return apiFieldsOfStored(dataset?.requestParams ?? [])
}

/**
 * The version a purchase holds (docs/decisions/0033): a subscription follows the file, any other purchase
 * keeps the version published by its approval. Null means the newest.
 */
export function entitlementDateOf(record: PurchasedRecord): Date | null {
  return termsOf(record).pricingModel === 'SUBSCRIPTION' ? null : (record.request.decidedAt ?? null)
}

/** The facts of the version the purchase holds; the dataset's own (its newest) when none is known. */
function fileFactsOf(dataset: DatasetRow, file: DeliverableFile | undefined): PurchasedFileFacts {
  const facts = file ?? dataset
  return {
    file_name: facts.fileName,
    file_type: enumValueOrNull(fileTypes, facts.fileType),
    delimiter: enumValueOrNull(delimiters, facts.delimiter),
    row_count: facts.rowCount,
    file_size: facts.fileSize,
    columns: (facts.dataStructure ?? []).map((column) => ({
      name: column.name,
      type: column.type,
      description: column.description,
      is_sensitive: column.is_sensitive,
    })),
  }
}

export function purchasedListItemOf(record: PurchasedRecord, urls: StorageUrls): PurchasedListItem {
  const terms = termsOf(record)
  const { request } = record
  return {
    id: request.id,
    transaction_no: request.transactionNo,
    name: terms.name,
    product_id: request.productId,
    product_image_url: record.productImage ? urls.sign(record.productImage.key) : null,
    data_type: terms.dataType,
    owner_id: request.providerTenantId,
    owner_legal_name: record.ownerLegalName,
    pricing_model: described(pricingModelList, terms.pricingModel),
    unit: described(unitList, terms.unit),
    price: terms.price,
    delivery_method: terms.deliveryMethod,
    status: purchasedStatusOf(record),
    access_status: request.accessStatus,
    requested_date: request.createdAt.toISOString(),
    approved_date: request.decidedAt?.toISOString() ?? null,
    period_end: request.periodEnd?.toISOString() ?? null,
  }
}

export interface DetailContext {
  urls: StorageUrls
  publicUrl: string
  dataset: DatasetRow | undefined
  /** The file version a file purchase holds. */
  file: DeliverableFile | undefined
  apiKeyLastFour: string | undefined
  /** The purchase's scheduled prices, and the moment the detail is read. */
  schedule: ScheduledPrice[]
  at: Date
}

function nextOf(schedule: ScheduledPrice[], at: Date) {
  const next = nextScheduledPrice(schedule, at)
  return next ? { price: next.price, effective_from: next.effectiveFrom.toISOString() } : null
}

export function purchasedDetailOf(
  record: PurchasedRecord,
  context: DetailContext,
): Omit<PurchasedDetail, 'trial'> {
  const item = purchasedListItemOf(record, context.urls)
  const terms = termsOf(record)
  const { request } = record
  const { dataset } = context
  const isApi = terms.dataType === 'API' && dataset?.dataType === 'API'
  const isFile = terms.dataType === 'FILE' && dataset?.dataType === 'FILE'
  const endpoint = `${context.publicUrl.replace(/\/+$/, '')}${gatewayProductPath(request.productId)}`
  const method = isApi ? (dataset.method ?? 'GET') : null
  const parameters = isApi ? apiFieldsOf(dataset) : []
  return {
    id: item.id,
    transaction_no: item.transaction_no,
    name: item.name,
    unit: item.unit,
    price: priceInForce(item.price, context.schedule, context.at),
    next_price: nextOf(context.schedule, context.at),
    api_id: isApi ? dataset.id : null,
    method,
    owner_id: item.owner_id,
    data_type: item.data_type,
    product_id: item.product_id,
    pricing_model: item.pricing_model,
    delivery_method: item.delivery_method,
    owner_legal_name: item.owner_legal_name,
    documentation_url: isApi
      ? `/consumer/my-transaction/purchased-data/${request.transactionNo}/documentation`
      : null,
    product_image_url: item.product_image_url,
    short_description: record.shortDescription,
    api_base_url: isApi ? endpoint : null,
    file_by_key_url: item.data_type === 'FILE' ? `${endpoint}/file` : null,
    requested_date: item.requested_date,
    status: item.status,
    access_status: item.access_status,
    access_reason: request.accessReason,
    access_changed_at: request.accessChangedAt?.toISOString() ?? null,
    purpose_of_usage: request.purposeOfUsage,
    approved_date: item.approved_date,
    period_count: request.periodCount,
    period_start: request.periodStart?.toISOString() ?? null,
    period_end: item.period_end,
    monthly_quota: terms.monthlyQuota,
    parameters,
    file: isFile ? fileFactsOf(dataset, context.file) : null,
    documentation: isApi
      ? documentationOf({
          productId: request.productId,
          productName: item.name,
          publicUrl: context.publicUrl,
          endpoint,
          method: method ?? 'GET',
          parameters,
          responseSample: dataset.responseSample,
          responseTime: dataset.responseTime,
          operationalHourFrom: dataset.operationalHourFrom,
          operationalHourTo: dataset.operationalHourTo,
          monthlyQuota: terms.monthlyQuota,
          apiKeyLastFour: context.apiKeyLastFour,
        })
      : null,
    accepted_agreement: acceptedAgreementView(request.acceptedAgreement, context.urls),
  }
}
