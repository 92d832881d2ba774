import { z } from 'zod'
import { acceptedAgreement } from './agreement.schemas'
import { optionalField } from '../common/blank'
import { dataTypes, deliveryMethods, pricingModels, transactionAccessStatuses, units } from '../common/enums'
import { messages } from '../common/messages'
import { listOf, paginationQuery } from '../common/result'
import { columnTypes } from '../common/enums'
import { parameterLocations } from '../data/datasets.schemas'
import { purchaseTrialProgress } from '../data/trial-quality.schemas'
import { delimiters, fileTypes } from '../dropdown/catalogue-lists'
import { transactionNoPattern } from './requests.schemas'

/**
 * What a purchase is now. An APPROVED subscription whose period has ended reads EXPIRED even before the
 * sweep writes it, so a passed period is never shown as active.
 */
export const purchasedStatuses = ['APPROVED', 'EXPIRED'] as const
export type PurchasedStatus = (typeof purchasedStatuses)[number]

export const purchasedStatusLabels: Record<PurchasedStatus, string> = {
  APPROVED: 'Active',
  EXPIRED: 'Expired',
}

export const purchasedListQuery = paginationQuery.extend({
  search: optionalField(
    z
      .string()
      .trim()
      .max(100, { error: messages.max('Search', 100) }),
  ),
  data_type: optionalField(z.enum(dataTypes, { error: 'Data type is not valid' })),
  provider_id: optionalField(z.uuid({ error: 'Provider is not valid' })),
  product_id: optionalField(z.uuid({ error: 'Product is not valid' })),
  status: optionalField(z.enum(purchasedStatuses, { error: 'Status is not valid' })),
  access_status: optionalField(z.enum(transactionAccessStatuses, { error: 'Access is not valid' })),
})
export type PurchasedListQuery = z.infer<typeof purchasedListQuery>

export const purchasedTransactionNoParams = z.object({
  transaction_no: z.string().trim().regex(transactionNoPattern, { error: 'Transaction number is not valid' }),
})

export const apiParamsQuery = z.object({
  product_id: optionalField(z.uuid({ error: 'Product is not valid' })),
})
export type ApiParamsQuery = z.infer<typeof apiParamsQuery>

const described = <T extends readonly [string, ...string[]]>(values: T) =>
  z.object({ value: z.enum(values), description: z.string() }).nullable()

/** An input field of an API product, as the consumer sends it to the gateway. */
export const apiField = z.object({
  name: z.string(),
  type: z.enum(columnTypes),
  is_required: z.boolean(),
  /** Where the upstream API takes it (PATH parameters are sent to the gateway in the query string). */
  location: z.enum(parameterLocations),
  description: z.string().nullable(),
  /** The provider's example value, as text; null when none was given. */
  example: z.string().nullable(),
})
export type ApiField = z.infer<typeof apiField>

/** The api-params list: the input fields of each API product the company has bought. */
export const apiParamsItem = z.object({
  product: z.object({ id: z.string(), name: z.string() }),
  fields: z.array(apiField),
})
export type ApiParamsItem = z.infer<typeof apiParamsItem>
export const apiParamsList = listOf(apiParamsItem)

/** One row of the purchased-data list. */
export const purchasedListItem = z.object({
  id: z.string(),
  transaction_no: z.string(),
  name: z.string(),
  product_id: z.string(),
  product_image_url: z.string().nullable(),
  data_type: z.enum(dataTypes).nullable(),
  owner_id: z.string(),
  owner_legal_name: z.string(),
  pricing_model: described(pricingModels),
  unit: described(units),
  price: z.number().int().nullable(),
  delivery_method: z.enum(deliveryMethods).nullable(),
  status: z.enum(purchasedStatuses),
  /** Whether the provider has suspended or revoked the purchase (docs/decisions/0032). */
  access_status: z.enum(transactionAccessStatuses),
  requested_date: z.string(),
  approved_date: z.string().nullable(),
  /** SUBSCRIPTION only: when access ends. */
  period_end: z.string().nullable(),
})
export type PurchasedListItem = z.infer<typeof purchasedListItem>
export const purchasedList = listOf(purchasedListItem)

/** A file product's facts, read from its dataset. */
export const purchasedFileFacts = z.object({
  file_name: z.string().nullable(),
  file_type: z.enum(fileTypes).nullable(),
  delimiter: z.enum(delimiters).nullable(),
  row_count: z.number().int().nullable(),
  file_size: z.number().int().nullable(),
  columns: z.array(
    z.object({
      name: z.string(),
      type: z.string(),
      description: z.string().nullable(),
      is_sensitive: z.boolean(),
    }),
  ),
})
export type PurchasedFileFacts = z.infer<typeof purchasedFileFacts>

/** A header the consumer sends with every call. */
export const documentationHeader = z.object({
  name: z.string(),
  value: z.string(),
  is_required: z.boolean(),
  description: z.string(),
})

/** A refusal the gateway answers with, as `{status: 'ERROR', code, message}` and this HTTP status. */
export const documentationError = z.object({
  http_status: z.number().int(),
  code: z.string(),
  description: z.string(),
})
export type DocumentationError = z.infer<typeof documentationError>

/** How to call an API product through the gateway, written from its dataset. */
export const purchasedDocumentation = z.object({
  product_name: z.string(),
  endpoint: z.string(),
  method: z.string(),
  /** The company's gateway key as the platform shows it (masked), or null while none exists yet. */
  api_key_hint: z.string().nullable(),
  headers: z.array(documentationHeader),
  parameters: z.array(apiField.extend({ send_in: z.enum(['QUERY', 'HEADER', 'BODY']) })),
  /** The curl snippet, as `snippets.curl`. */
  example_request: z.string(),
  /** The example call in curl, Python `requests` and JavaScript `fetch`, read from the OpenAPI document. */
  snippets: z.object({ curl: z.string(), python: z.string(), javascript: z.string() }),
  response_sample: z.string().nullable(),
  response_time: z.string().nullable(),
  /** Asia/Jakarta; both null when the API answers around the clock. */
  operational_hour_from: z.string().nullable(),
  operational_hour_to: z.string().nullable(),
  time_zone: z.string(),
  monthly_quota: z.number().int().nullable(),
  errors: z.array(documentationError),
})
export type PurchasedDocumentation = z.infer<typeof purchasedDocumentation>

/** A purchase, then what the screen shows beside it (docs/decisions/0024). */
export const purchasedDetail = z.object({
  id: z.string(),
  transaction_no: z.string(),
  name: z.string(),
  unit: described(units),
  /** The price in force now: the approved one, or a later change of the product's price once it applies. */
  price: z.number().int().nullable(),
  /** A price change announced and not yet in force (docs/product.md#price-changes): 'Rp X from <date>'. */
  next_price: z.object({ price: z.number().int(), effective_from: z.string() }).nullable(),
  /** The API dataset behind the product (API products only). */
  api_id: z.string().nullable(),
  method: z.string().nullable(),
  owner_id: z.string(),
  data_type: z.enum(dataTypes).nullable(),
  product_id: z.string(),
  pricing_model: described(pricingModels),
  delivery_method: z.enum(deliveryMethods).nullable(),
  owner_legal_name: z.string(),
  /** The screen with the product's API documentation (API products only). */
  documentation_url: z.string().nullable(),
  product_image_url: z.string().nullable(),
  short_description: z.string().nullable(),
  /** `<public URL>/gateway/v1/products/{product_id}` (API products only). */
  api_base_url: z.string().nullable(),
  /** `<public URL>/gateway/v1/products/{product_id}/file`: the file fetched by key (file products only). */
  file_by_key_url: z.string().nullable(),
  requested_date: z.string(),
  // For the detail screen:
  status: z.enum(purchasedStatuses),
  access_status: z.enum(transactionAccessStatuses),
  /** The provider's reason for the suspension or revocation, and when access last changed. */
  access_reason: z.string().nullable(),
  access_changed_at: z.string().nullable(),
  purpose_of_usage: z.string(),
  approved_date: z.string().nullable(),
  period_count: z.number().int().nullable(),
  period_start: z.string().nullable(),
  period_end: z.string().nullable(),
  monthly_quota: z.number().int().nullable(),
  parameters: z.array(apiField),
  file: purchasedFileFacts.nullable(),
  documentation: purchasedDocumentation.nullable(),
  /** The agreement the consumer accepted with the request (docs/decisions/0059). */
  accepted_agreement: acceptedAgreement.nullable(),
  /** The company's free trial of the product and how far it has gone (docs/decisions/0069); null when none. */
  trial: purchaseTrialProgress.nullable(),
})
export type PurchasedDetail = z.infer<typeof purchasedDetail>
