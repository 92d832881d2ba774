import {
  isActionRoleAllowed,
  productErrorMessages,
  productFileLimits,
  productLabels,
  productPublishIssues,
  productsRoutes,
} from '@lumbung/contract'
import type { Executor } from '../../../db/database'
import type { ProductFields } from '../../../db/schema'
import type { Actor } from '../../../lib/access'
import { AppError } from '../../../lib/errors'
import type { ProductChange, ProductsRepository } from './products.repository'
import type { DatasetSources, DatasetSourceSummary } from '../datasets'

export const invalid = (errors: Record<string, string>) =>
  new AppError('VALIDATION_ERROR', 422, Object.values(errors)[0] ?? 'Invalid request', errors)

export const tooManyFactsheets = () =>
  invalid({
    product_fact_sheet_list: `${productLabels.product_fact_sheet_list} may not have more than ${productFileLimits.maxFactsheets} files`,
  })

/** The dataset and consumer a change names must be the tenant's own dataset and a real consumer. */
export async function checkReferences(
  { datasetSources, products }: { datasetSources: DatasetSources; products: ProductsRepository },
  actor: Actor,
  change: ProductChange,
  executor: Executor,
) {
  const errors: Record<string, string> = {}
  let dataset: DatasetSourceSummary | undefined
  if (change.datasetId) {
    dataset = await datasetSources.find(actor.tenantId, change.datasetId, executor)
    if (!dataset || (change.dataType && dataset.dataType !== change.dataType)) {
      errors.dataset_source_id = `${productLabels.dataset_source_id} is not valid`
    }
  }
  if (
    change.consumerTenantId &&
    !(await products.isConsumerTenant(change.consumerTenantId, actor.tenantId, executor))
  ) {
    errors.consumer_id = `${productLabels.consumer_id} is not valid`
  }
  if (Object.keys(errors).length > 0) throw invalid(errors)
  return dataset
}

/** Refuses publishing an incomplete product, naming every field that is missing. */
export function checkPublishable(row: ProductFields, dataset: DatasetSourceSummary | undefined) {
  const issues = productPublishIssues({
    name: row.name,
    short_description: row.shortDescription,
    description: row.description,
    category: row.categories,
    data_type: row.dataType,
    dataset_source_id: row.datasetId,
    pricing_model: row.pricingModel,
    unit: row.unit,
    price: row.price,
    monthly_quota: row.monthlyQuota,
    delivery_method: row.deliveryMethod,
    is_private: row.isPrivate,
    consumer_id: row.consumerTenantId,
    is_default_data_access_agreement: row.isDefaultDataAccessAgreement,
    has_data_access_agreement: row.agreement !== null && row.agreement !== undefined,
    is_sensitive: row.isSensitive,
    is_consent: row.isConsent,
    is_masked: row.isMasked,
  })
  if (row.datasetId && !issues.dataset_source_id && dataset && dataset.status !== 'ACTIVE') {
    issues.dataset_source_id = productErrorMessages.datasetSourceInactive
  }
  if (Object.keys(issues).length > 0) {
    throw new AppError(
      'PRODUCT_INCOMPLETE',
      422,
      `The product can not be published yet: ${Object.values(issues)[0]}`,
      issues,
    )
  }
}

/**
 * Publishing, archiving and editing what is on the marketplace are the owner's and admins' (the
 * contract's publish entry); members may still prepare drafts.
 */
export function checkMayChangeLive(actor: Actor) {
  if (!isActionRoleAllowed(productsRoutes.publish.config.access, actor.role)) {
    throw new AppError('PRODUCT_OWNER_OR_ADMIN_ONLY', 403, productErrorMessages.ownerOrAdminOnly)
  }
}

/** Buyers are served on these: a live purchase keeps them as they are. */
export const isLockedFieldChanged = (before: ProductFields, change: ProductChange) =>
  (['dataType', 'datasetId', 'deliveryMethod'] as const).some(
    (column) => column in change && (change[column] ?? null) !== (before[column] ?? null),
  )
