import {
  agreementPagePath,
  currentAgreement,
  deliveryMethodList,
  describeReference,
  pricingModelList,
  unitList,
  type Product,
  type ReferenceEntry,
} from '@lumbung/contract'
import type { ProductRow } from '../../../db/schema'
import type { Actor } from '../../../lib/access'
import type { StorageUrls } from '../../../lib/storage-urls'
import type { DatasetSourceSummary } from '../datasets'
import type { ProductRecord } from './products.repository'
import { trialOf } from '../../../lib/purchase-trials'

const described = <V extends string>(list: readonly ReferenceEntry[], value: V | null) =>
  value ? { value, description: describeReference(list, value) } : null

/** A product as the API answers it: its fields, then the provider screens' extras (docs/decisions/0016). */
export function productView(
  actor: Actor,
  record: ProductRecord,
  dataset: DatasetSourceSummary | undefined,
  urls: StorageUrls,
  hasLivePurchases: boolean,
): Product {
  const { product } = record
  const link = (file: ProductRow['image']) => (file ? urls.sign(file.key) : null)
  const sampleUrl = link(product.sampleFile)
  const isApi = product.dataType === 'API'
  return {
    id: product.id,
    name: product.name,
    product_image_url: link(product.image),
    // Every product has one: its provider's file, or else the standard agreement its buyers accept.
    data_access_agreement_url:
      (product.isDefaultDataAccessAgreement ? null : link(product.agreement)) ??
      agreementPagePath(currentAgreement.version),
    product_factsheet_url: product.factsheets.map((file) => urls.sign(file.key)),
    description: product.description,
    short_description: product.shortDescription,
    category: product.categories,
    is_consent: product.isConsent,
    data_type: product.dataType,
    sample_url: sampleUrl,
    sample_data: product.sampleData,
    is_sensitive: product.isSensitive,
    is_default_data_access_agreement: product.isDefaultDataAccessAgreement,
    dataset_source_data: {
      api_id: isApi ? product.datasetId : null,
      file_id: !isApi && product.dataType ? product.datasetId : null,
      response_sample: isApi ? (dataset?.responseSample ?? null) : null,
      sample_url: sampleUrl,
    },
    pricing_model: described(pricingModelList, product.pricingModel),
    unit: described(unitList, product.unit),
    price: product.price,
    delivery_method: described(deliveryMethodList, product.deliveryMethod),
    is_private: product.isPrivate,
    consumer_id: product.consumerTenantId,
    status: product.status,
    created_by: record.createdByName,
    created_date: product.createdAt.toISOString(),
    owner_id: product.tenantId,
    company_legal_name: record.ownerLegalName,
    modified_by: record.modifiedByName,
    modified_date: product.updatedAt.toISOString(),
    is_owner: product.tenantId === actor.tenantId,
    is_masked: product.isMasked,
    dataset_source_id: product.datasetId,
    dataset_source_name: dataset?.name ?? null,
    monthly_quota: product.monthlyQuota,
    availability_target:
      product.availabilityTargetBasisPoints === null ? null : product.availabilityTargetBasisPoints / 100,
    trial: trialOf(product),
    consumer_legal_name: record.consumerLegalName,
    product_factsheets: product.factsheets.map((file) => ({
      id: file.id,
      name: file.name,
      url: urls.sign(file.key),
    })),
    sample_file_name: product.sampleFile?.name ?? null,
    data_access_agreement_name: product.isDefaultDataAccessAgreement
      ? null
      : (product.agreement?.name ?? null),
    published_date: product.publishedAt?.toISOString() ?? null,
    auto_approve: product.autoApprove,
    auto_approve_industries: product.autoApproveIndustries,
    has_live_purchases: hasLivePurchases,
  }
}
