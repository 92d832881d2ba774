import {
  checkFile,
  dataTypes,
  enumValueOrNull,
  fieldErrors,
  productFileFields,
  productFileLimits,
  productFormFields,
  productLabels,
  productPublishIssues,
  type DeliveryMethod,
  type PricingModel,
  type Product,
  type ProductUnit,
} from '@lumbung/contract'

/** What the product form holds: text as typed, files picked but not yet sent. */
export interface ProductFormValues {
  name: string
  short_description: string
  description: string
  category: string[]
  data_type: string
  dataset_source_id: string
  pricing_model: string
  unit: string
  price: string
  monthly_quota: string
  availability_target: string
  trial_calls: string
  trial_days: string
  delivery_method: string
  is_private: boolean
  consumer_id: string
  is_consent: boolean
  is_sensitive: boolean
  is_masked: boolean
  is_default_data_access_agreement: boolean
  auto_approve: boolean
  auto_approve_industries: string[]
  sample_data: string
  product_image: File | null
  data_access_agreement: File | null
  product_fact_sheet_list: File[]
  sample_file: File | null
  remove_product_image: boolean
  remove_data_access_agreement: boolean
  remove_sample_file: boolean
  removed_factsheet_ids: string[]
}

export function initialProductValues(product?: Product): ProductFormValues {
  return {
    name: product?.name ?? '',
    short_description: product?.short_description ?? '',
    description: product?.description ?? '',
    category: product?.category ?? [],
    data_type: product?.data_type ?? '',
    dataset_source_id: product?.dataset_source_id ?? '',
    pricing_model: product?.pricing_model?.value ?? '',
    unit: product?.unit?.value ?? '',
    price: product?.price === null || product?.price === undefined ? '' : String(product.price),
    monthly_quota: product?.monthly_quota ? String(product.monthly_quota) : '',
    availability_target:
      product?.availability_target === null || product?.availability_target === undefined
        ? ''
        : String(product.availability_target),
    trial_calls: product?.trial?.calls ? String(product.trial.calls) : '',
    trial_days: product?.trial?.days ? String(product.trial.days) : '',
    delivery_method: product?.delivery_method?.value ?? '',
    is_private: product?.is_private ?? false,
    consumer_id: product?.consumer_id ?? '',
    is_consent: product?.is_consent ?? false,
    is_sensitive: product?.is_sensitive ?? false,
    is_masked: product?.is_masked ?? false,
    is_default_data_access_agreement: product?.is_default_data_access_agreement ?? true,
    auto_approve: product?.auto_approve ?? false,
    auto_approve_industries: product?.auto_approve_industries ?? [],
    sample_data: product?.sample_data ?? '',
    product_image: null,
    data_access_agreement: null,
    product_fact_sheet_list: [],
    sample_file: null,
    remove_product_image: false,
    remove_data_access_agreement: false,
    remove_sample_file: false,
    removed_factsheet_ids: [],
  }
}

const textFields = [
  'name',
  'short_description',
  'description',
  'data_type',
  'dataset_source_id',
  'pricing_model',
  'unit',
  'price',
  'monthly_quota',
  'availability_target',
  'trial_calls',
  'trial_days',
  'delivery_method',
  'consumer_id',
  'sample_data',
] as const
const flagFields = [
  'is_private',
  'is_consent',
  'is_sensitive',
  'is_masked',
  'is_default_data_access_agreement',
  'auto_approve',
] as const

/** The multipart body of add or update; update names the product and the files to drop. */
export function toProductFormData(values: ProductFormValues, productId?: string): FormData {
  const form = new FormData()
  if (productId) form.append('id', productId)
  for (const field of textFields) form.append(field, values[field].trim())
  for (const field of flagFields) form.append(field, String(values[field]))
  for (const category of values.category) form.append('category', category)
  for (const industry of values.auto_approve_industries) form.append('auto_approve_industries', industry)
  if (values.product_image) form.append(productFileFields.image, values.product_image)
  if (values.data_access_agreement) form.append(productFileFields.agreement, values.data_access_agreement)
  for (const file of values.product_fact_sheet_list) form.append(productFileFields.factsheets, file)
  if (values.sample_file) form.append(productFileFields.sample, values.sample_file)
  if (productId) {
    form.append('remove_product_image', String(values.remove_product_image))
    form.append('remove_data_access_agreement', String(values.remove_data_access_agreement))
    form.append('remove_sample_file', String(values.remove_sample_file))
    for (const id of values.removed_factsheet_ids) form.append('removed_factsheet_ids', id)
  }
  return form
}

const fileRules = {
  product_image: {
    label: productLabels.product_image,
    isImage: true,
    mimeTypes: productFileLimits.imageMimeTypes,
    maxKilobytes: productFileLimits.imageMaxKilobytes,
  },
  data_access_agreement: {
    label: productLabels.data_access_agreement,
    mimeTypes: productFileLimits.documentMimeTypes,
    maxKilobytes: productFileLimits.documentMaxKilobytes,
  },
  product_fact_sheet_list: {
    label: productLabels.product_fact_sheet_list,
    mimeTypes: productFileLimits.documentMimeTypes,
    maxKilobytes: productFileLimits.documentMaxKilobytes,
  },
} as const

const sampleExtension = (file: File) => file.name.toLowerCase().split('.').pop() ?? ''

/** The picked files' rules (type and size) as field → message, before anything is sent. */
export function fileIssues(values: ProductFormValues): Record<string, string> {
  const issues: Record<string, string> = {}
  const image = checkFile(values.product_image, fileRules.product_image)
  if (image) issues.product_image = image
  const agreement = checkFile(values.data_access_agreement, fileRules.data_access_agreement)
  if (agreement) issues.data_access_agreement = agreement
  for (const sheet of values.product_fact_sheet_list) {
    const message = checkFile(sheet, fileRules.product_fact_sheet_list)
    if (message) issues.product_fact_sheet_list = message
  }
  if (values.product_fact_sheet_list.length > productFileLimits.maxFactsheets) {
    issues.product_fact_sheet_list = `${productLabels.product_fact_sheet_list} may not have more than ${productFileLimits.maxFactsheets} files`
  }
  const sample = values.sample_file
  if (sample) {
    if (!(productFileLimits.sampleExtensions as readonly string[]).includes(sampleExtension(sample))) {
      issues.sample_file = `${productLabels.sample_file} must have a valid file type`
    } else if (sample.size > productFileLimits.sampleMaxKilobytes * 1024) {
      issues.sample_file = `The ${productLabels.sample_file} size must be less than ${productFileLimits.sampleMaxKilobytes / 1000} MB`
    }
  }
  return issues
}

/** Field rules checked as the user types (the same schema the server parses). */
export function shapeIssues(values: ProductFormValues): Record<string, string> {
  const parsed = productFormFields.safeParse(values)
  const issues = parsed.success ? {} : fieldErrors(parsed.error)
  // A list's item errors are shown on the list itself.
  for (const key of Object.keys(issues)) {
    const [root] = key.split('.')
    if (root && root !== key) issues[root] ??= issues[key]!
  }
  return { ...issues, ...fileIssues(values) }
}

export interface ExistingFiles {
  hasAgreement: boolean
}

const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim())
const numberOrNull = (value: string) => {
  const digits = value.trim().replace(/[.\s]/g, '')
  return /^\d+$/.test(digits) ? Number(digits) : null
}

/** Everything that keeps the product off the marketplace, as the server would answer it. */
export function publishIssues(values: ProductFormValues, existing: ExistingFiles): Record<string, string> {
  // Missing fields are named even while another field is still mistyped, so one click shows them all.
  const completeness = productPublishIssues({
    name: values.name,
    short_description: blankToNull(values.short_description),
    description: blankToNull(values.description),
    category: values.category,
    data_type: enumValueOrNull(dataTypes, values.data_type),
    dataset_source_id: blankToNull(values.dataset_source_id),
    pricing_model: (blankToNull(values.pricing_model) as PricingModel | null) ?? null,
    unit: (blankToNull(values.unit) as ProductUnit | null) ?? null,
    price: numberOrNull(values.price),
    monthly_quota: numberOrNull(values.monthly_quota),
    delivery_method: (blankToNull(values.delivery_method) as DeliveryMethod | null) ?? null,
    is_private: values.is_private,
    consumer_id: blankToNull(values.consumer_id),
    is_default_data_access_agreement: values.is_default_data_access_agreement,
    has_data_access_agreement:
      values.data_access_agreement !== null ||
      (existing.hasAgreement && !values.remove_data_access_agreement),
    is_sensitive: values.is_sensitive,
    is_consent: values.is_consent,
    is_masked: values.is_masked,
  })
  return { ...completeness, ...shapeIssues(values) }
}
