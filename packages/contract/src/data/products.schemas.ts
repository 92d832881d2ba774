import { z } from 'zod'
import { blankTextToUndefined, isBlankText, optionalField } from '../common/blank'
import { dataTypes, deliveryMethods, pricingModels, productStatuses, units } from '../common/enums'
import { messages } from '../common/messages'
import { rupiahMax, rupiahSchema } from '../common/money'
import { listOf, paginationQuery } from '../common/result'
import { rules } from '../common/validation'
import { dataCategoryList } from '../dropdown/catalogue-lists'
import { productTrial, productTrialFields } from './trial-quality.schemas'
import { industryValues } from '../dropdown/reference-lists'

export type ProductStatus = (typeof productStatuses)[number]
export type ProductDataType = (typeof dataTypes)[number]
export type PricingModel = (typeof pricingModels)[number]
export type ProductUnit = (typeof units)[number]
export type DeliveryMethod = (typeof deliveryMethods)[number]

export const productStatusLabels: Record<ProductStatus, string> = {
  DRAFT: 'Draft',
  PUBLISHED: 'Published',
  ARCHIVED: 'Archived',
}

/** Upload limits of a product's files, in kilobytes of 1,024 bytes (2,000 KB reads "2 MB"). */
export const productFileLimits = {
  imageMaxKilobytes: 2000,
  documentMaxKilobytes: 10_000,
  sampleMaxKilobytes: 5000,
  /** Arrays and objects inside each other in a JSON sample: rows of records need two or three. */
  sampleJsonDepth: 32,
  maxFactsheets: 5,
  imageMimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
  documentMimeTypes: ['application/pdf'],
  sampleMimeTypes: ['text/csv', 'application/json'],
  sampleExtensions: ['csv', 'json'],
} as const

export const productFieldLimits = {
  nameMin: 3,
  nameMax: 100,
  shortDescriptionMax: 200,
  descriptionMax: 5000,
  categoryMax: 5,
  categoryLength: 60,
  sampleDataMax: 20_000,
  /** Rp 1 trillion: more than any data product costs, small enough to stay exact in a JS number. */
  priceMax: rupiahMax,
  monthlyQuotaMax: 100_000_000,
  /** An availability target is a percentage with at most two decimals, from 50 to 100 (docs/decisions/0052). */
  availabilityTargetMin: 50,
  availabilityTargetMax: 100,
} as const

/** The multipart field names of add and update. Factsheets repeat `product_fact_sheet_list`. */
export const productFileFields = {
  image: 'product_image',
  agreement: 'data_access_agreement',
  factsheets: 'product_fact_sheet_list',
  sample: 'sample_file',
} as const

export const productLabels = {
  name: 'Product name',
  short_description: 'Short description',
  description: 'Description',
  category: 'Category',
  data_type: 'Data type',
  dataset_source_id: 'Dataset source',
  pricing_model: 'Pricing model',
  unit: 'Unit',
  price: 'Price',
  monthly_quota: 'Monthly call quota',
  availability_target: 'Availability target (%)',
  delivery_method: 'Delivery method',
  consumer_id: 'Consumer',
  sample_data: 'Sample data',
  product_image: 'Product image',
  data_access_agreement: 'Data access agreement',
  product_fact_sheet_list: 'Factsheet',
  sample_file: 'Sample file',
  auto_approve: 'Approve requests from verified companies automatically',
  auto_approve_industries: 'Only for these industries',
} as const

/** 'true'/'false' from a form or a real boolean; anything else is false. */
const flag = z.preprocess(
  (value) => value === true || value === 'true' || value === '1' || value === 'on',
  z.boolean(),
)

const choice = <const T extends readonly [string, ...string[]]>(field: string, values: T) =>
  z.preprocess(
    blankTextToUndefined,
    z
      .enum(values, {
        error: (issue) => (isBlankText(issue.input) ? messages.required(field) : `${field} is not valid`),
      })
      .optional(),
  )

const optionalText = (field: string, max: number) =>
  z.preprocess(blankTextToUndefined, rules.max(field, max).optional())

/** A whole number typed into a form: '1.500' and '1500' both read 1,500. */
const wholeNumber = (field: string, max: number, min = 0) =>
  z.preprocess(
    (value) => {
      if (isBlankText(value)) return undefined
      if (typeof value === 'string') {
        const digits = value.trim().replace(/[.\s]/g, '')
        return /^-?\d+$/.test(digits) ? Number(digits) : value
      }
      return value
    },
    z
      .number({ error: messages.numeric(field) })
      .int({ error: messages.numeric(field) })
      .min(min, { error: messages.minValue(field, min) })
      .max(max, { error: messages.maxValue(field, max) })
      .optional(),
  )

/** Repeated form fields arrive as a list, a single one as a string, a comma list from a query. */
const categoryList = z.preprocess(
  (value) => {
    const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : []
    return list.map((item) => String(item).trim()).filter(Boolean)
  },
  z
    .array(
      z.string().refine((value) => dataCategoryList.some((entry) => entry.value === value), {
        error: `${productLabels.category} is not valid`,
      }),
    )
    .max(productFieldLimits.categoryMax, {
      error: messages.maxItems(productLabels.category, productFieldLimits.categoryMax),
    }),
)

/** A percentage such as 99 or 99.5 (at most two decimals); blank means no target. */
const availabilityTarget = z.preprocess(
  (value) => {
    if (isBlankText(value)) return undefined
    if (typeof value === 'string') return /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value
    return value
  },
  z
    .number({ error: messages.numeric(productLabels.availability_target) })
    .min(productFieldLimits.availabilityTargetMin, {
      error: messages.minValue(productLabels.availability_target, productFieldLimits.availabilityTargetMin),
    })
    .max(productFieldLimits.availabilityTargetMax, {
      error: messages.maxValue(productLabels.availability_target, productFieldLimits.availabilityTargetMax),
    })
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
      error: messages.twoDecimals(productLabels.availability_target),
    })
    .optional(),
)

const uuidValue = (field: string) =>
  z.preprocess(
    blankTextToUndefined,
    z
      .string()
      .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, {
        error: `${field} is not valid`,
      })
      .optional(),
  )

/** Industries auto-approval is limited to: repeated or comma separated, each from the industry list. */
const industryList = z.preprocess(
  (value) => {
    const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : []
    return [...new Set(list.map((item) => String(item).trim()).filter(Boolean))]
  },
  z.array(z.enum(industryValues, { error: `${productLabels.auto_approve_industries} is not valid` })),
)

/**
 * The text fields of add and update (multipart). A draft needs only its name; every other field is
 * checked for shape here and for completeness when the product is published (`productPublishRules`).
 */
export const productFormFields = z.object({
  name: rules.between(productLabels.name, productFieldLimits.nameMin, productFieldLimits.nameMax),
  short_description: optionalText(productLabels.short_description, productFieldLimits.shortDescriptionMax),
  description: optionalText(productLabels.description, productFieldLimits.descriptionMax),
  category: categoryList,
  data_type: choice(productLabels.data_type, dataTypes),
  dataset_source_id: uuidValue(productLabels.dataset_source_id),
  pricing_model: choice(productLabels.pricing_model, pricingModels),
  unit: choice(productLabels.unit, units),
  price: optionalField(
    rupiahSchema({ field: productLabels.price, max: productFieldLimits.priceMax }),
    isBlankText,
  ),
  monthly_quota: wholeNumber(productLabels.monthly_quota, productFieldLimits.monthlyQuotaMax, 1),
  availability_target: availabilityTarget,
  ...productTrialFields,
  delivery_method: choice(productLabels.delivery_method, deliveryMethods),
  is_private: flag,
  consumer_id: uuidValue(productLabels.consumer_id),
  is_consent: flag,
  is_sensitive: flag,
  is_masked: flag,
  is_default_data_access_agreement: flag,
  auto_approve: flag,
  auto_approve_industries: industryList,
  sample_data: optionalText(productLabels.sample_data, productFieldLimits.sampleDataMax),
})
export type ProductFormFields = z.output<typeof productFormFields>
export type ProductFormInput = z.input<typeof productFormFields>

/** Update adds the product's id and the files to drop (kept otherwise). */
export const productUpdateFields = productFormFields.extend({
  id: uuidValue('Product').pipe(z.string({ error: messages.required('Product') })),
  remove_product_image: flag,
  remove_data_access_agreement: flag,
  remove_sample_file: flag,
  /** Ids of existing factsheets to drop; repeated or comma separated. */
  removed_factsheet_ids: z.preprocess(
    (value) =>
      (Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [])
        .map((item) => String(item).trim())
        .filter(Boolean),
    z.array(z.string().max(64)).max(productFieldLimits.categoryMax * 4),
  ),
})
export type ProductUpdateFields = z.output<typeof productUpdateFields>

export const productDraftQuery = z.object({
  /**
   * Products are created as a draft or not; the default is not, published at once (docs/product.md#product).
   */
  draft: z
    .preprocess((value) => value === true || value === 'true' || value === '1', z.boolean())
    .default(false),
})

export const productIdParams = z.object({ id: z.uuid({ error: 'Product is not valid' }) })

export const productDetailQuery = z.object({
  data_type: z.preprocess(
    blankTextToUndefined,
    z.enum(dataTypes, { error: 'Data type is not valid' }).optional(),
  ),
})

export const productArchiveQuery = z.object({
  data_type: z.enum(dataTypes, {
    error: (issue) =>
      isBlankText(issue.input)
        ? messages.required(productLabels.data_type)
        : `${productLabels.data_type} is not valid`,
  }),
})

export const productListQuery = paginationQuery.extend({
  search: optionalField(
    z
      .string()
      .trim()
      .max(100, { error: messages.max('Search', 100) }),
    isBlankText,
  ),
  status: optionalField(z.enum(productStatuses, { error: 'Status is not valid' }), isBlankText),
  data_type: optionalField(z.enum(dataTypes, { error: 'Data type is not valid' }), isBlankText),
})
export type ProductListQuery = z.infer<typeof productListQuery>

const valueWithDescription = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.object({ value: z.enum(values), description: z.string() }).nullable()

export const productFactsheet = z.object({ id: z.string(), name: z.string(), url: z.string() })

/** A product, plus what the provider's screens need beside it (named below; docs/decisions/0016). */
export const product = z.object({
  id: z.string(),
  name: z.string(),
  product_image_url: z.string().nullable(),
  /** The provider's own agreement file, or else the standard agreement's page (docs/decisions/0059). */
  data_access_agreement_url: z.string(),
  product_factsheet_url: z.array(z.string()),
  description: z.string().nullable(),
  short_description: z.string().nullable(),
  category: z.array(z.string()),
  is_consent: z.boolean(),
  data_type: z.enum(dataTypes).nullable(),
  sample_url: z.string().nullable(),
  sample_data: z.string().nullable(),
  is_sensitive: z.boolean(),
  is_default_data_access_agreement: z.boolean(),
  dataset_source_data: z.object({
    api_id: z.string().nullable(),
    file_id: z.string().nullable(),
    response_sample: z.string().nullable(),
    sample_url: z.string().nullable(),
  }),
  pricing_model: valueWithDescription(pricingModels),
  unit: valueWithDescription(units),
  /** Whole rupiah. */
  price: z.number().int().nullable(),
  delivery_method: valueWithDescription(deliveryMethods),
  is_private: z.boolean(),
  consumer_id: z.string().nullable(),
  status: z.enum(productStatuses),
  created_by: z.string().nullable(),
  created_date: z.string(),
  owner_id: z.string(),
  company_legal_name: z.string(),
  modified_by: z.string().nullable(),
  modified_date: z.string(),
  is_owner: z.boolean(),
  is_masked: z.boolean(),
  // For the provider's screens:
  dataset_source_id: z.string().nullable(),
  dataset_source_name: z.string().nullable(),
  monthly_quota: z.number().int().nullable(),
  /** API products: the availability the provider states, percent (e.g. 99.5); null when none. */
  availability_target: z.number().nullable(),
  /** Pay-per-use products: the free trial new requests are offered; null when none. */
  trial: productTrial.nullable(),
  consumer_legal_name: z.string().nullable(),
  product_factsheets: z.array(productFactsheet),
  sample_file_name: z.string().nullable(),
  data_access_agreement_name: z.string().nullable(),
  published_date: z.string().nullable(),
  /** Requests from verified companies (of these industries; empty: any) are approved at once. */
  auto_approve: z.boolean(),
  auto_approve_industries: z.array(z.string()),
  /**
   * Whether buyers hold live purchases (approved, unexpired, not revoked): data type, dataset and
   * delivery method are then locked (`productLockedFields`).
   */
  has_live_purchases: z.boolean(),
})
export type Product = z.infer<typeof product>

export const productList = listOf(product)

/** One audited change of a published (or archived) product: each changed field before and after. */
export const productHistoryEntry = z.object({
  id: z.string(),
  action: z.string(),
  actor_name: z.string().nullable(),
  created_date: z.string(),
  /**
   * `field` is the API's name and `before`/`after` the stored values; `label` and the `_text` values are
   * what a person reads (field labels, list labels, rupiah, dataset and company names).
   */
  changes: z.array(
    z.object({
      field: z.string(),
      before: z.unknown(),
      after: z.unknown(),
      label: z.string(),
      before_text: z.string(),
      after_text: z.string(),
    }),
  ),
})
export type ProductHistoryEntry = z.infer<typeof productHistoryEntry>
export const productHistory = listOf(productHistoryEntry)

export const datasetSourceQuery = z.object({
  data_type: z.enum(dataTypes, {
    error: (issue) =>
      isBlankText(issue.input)
        ? messages.required(productLabels.data_type)
        : `${productLabels.data_type} is not valid`,
  }),
  /** Statuses to leave out, joined by commas. */
  exclude_status: z.preprocess(
    (value) =>
      (Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [])
        .map((item) => String(item).trim())
        .filter(Boolean),
    z.array(z.string().max(40)).max(10),
  ),
})
export type DatasetSourceQuery = z.input<typeof datasetSourceQuery>
