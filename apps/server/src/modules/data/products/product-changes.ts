import type { ProductFormFields } from '@lumbung/contract'
import type { ProductFields, ProductStoredFile } from '../../../db/schema'
import type { ProductChange } from './products.repository'
import { trialChangeOf } from './product-trial'

/** The columns the form's text fields set; files are handled beside them. */
export function changeFromFields(fields: ProductFormFields): ProductChange {
  return {
    name: fields.name,
    shortDescription: fields.short_description ?? null,
    description: fields.description ?? null,
    categories: fields.category,
    dataType: fields.data_type ?? null,
    datasetId: fields.dataset_source_id ?? null,
    pricingModel: fields.pricing_model ?? null,
    unit: fields.unit ?? null,
    price: fields.price ?? null,
    // A quota only means something for an API subscription; anything else drops it.
    monthlyQuota:
      fields.data_type === 'API' && fields.pricing_model === 'SUBSCRIPTION'
        ? (fields.monthly_quota ?? null)
        : null,
    // A service level is measured on gateway calls, so only an API product keeps one.
    availabilityTargetBasisPoints:
      fields.data_type === 'API' && fields.availability_target !== undefined
        ? Math.round(fields.availability_target * 100)
        : null,
    ...trialChangeOf(fields),
    deliveryMethod: fields.delivery_method ?? null,
    isPrivate: fields.is_private,
    consumerTenantId: fields.is_private ? (fields.consumer_id ?? null) : null,
    isConsent: fields.is_consent,
    isSensitive: fields.is_sensitive,
    isMasked: fields.is_masked,
    isDefaultDataAccessAgreement: fields.is_default_data_access_agreement,
    autoApprove: fields.auto_approve,
    // The industries only narrow auto-approval; without it they mean nothing, so none are kept.
    autoApproveIndustries: fields.auto_approve ? fields.auto_approve_industries : [],
    sampleData: fields.sample_data ?? null,
  }
}

/** The API's field names for the audit trail, so the history reads like the form. */
const auditedFields: Record<string, string> = {
  name: 'name',
  shortDescription: 'short_description',
  description: 'description',
  categories: 'category',
  dataType: 'data_type',
  datasetId: 'dataset_source_id',
  pricingModel: 'pricing_model',
  unit: 'unit',
  price: 'price',
  monthlyQuota: 'monthly_quota',
  availabilityTargetBasisPoints: 'availability_target',
  trialCalls: 'trial_calls',
  trialDays: 'trial_days',
  deliveryMethod: 'delivery_method',
  isPrivate: 'is_private',
  consumerTenantId: 'consumer_id',
  isConsent: 'is_consent',
  isSensitive: 'is_sensitive',
  isMasked: 'is_masked',
  isDefaultDataAccessAgreement: 'is_default_data_access_agreement',
  autoApprove: 'auto_approve',
  autoApproveIndustries: 'auto_approve_industries',
  sampleData: 'sample_data',
  image: 'product_image',
  agreement: 'data_access_agreement',
  factsheets: 'product_fact_sheet_list',
  sampleFile: 'sample_file',
}

/** Files are audited by their names: keys mean nothing to a reader and links expire. */
const auditValue = (value: unknown): unknown => {
  if (value === undefined) return null
  if (Array.isArray(value)) return value.map(auditValue)
  if (value && typeof value === 'object' && 'key' in value) return (value as ProductStoredFile).name
  return value
}

export interface FieldChange {
  field: string
  before: unknown
  after: unknown
}

/** Each changed field with its value before and after. */
export function diffProduct(before: ProductFields, change: ProductChange): FieldChange[] {
  const changes: FieldChange[] = []
  for (const [column, field] of Object.entries(auditedFields)) {
    if (!(column in change)) continue
    // The target is stored in basis points; the history shows it as the form does, in percent.
    const shown = (value: unknown) =>
      column === 'availabilityTargetBasisPoints' && typeof value === 'number'
        ? value / 100
        : auditValue(value)
    const previous = shown(before[column as keyof ProductFields])
    const next = shown(change[column as keyof ProductChange])
    if (JSON.stringify(previous) !== JSON.stringify(next))
      changes.push({ field, before: previous, after: next })
  }
  return changes
}
