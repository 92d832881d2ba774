import { isBlankText } from '../common/blank'
import { messages } from '../common/messages'
import {
  deliveryMethodsByDataType,
  pricingModelsByDataType,
  unitsByPricingModel,
} from '../dropdown/catalogue-lists'
import {
  productLabels,
  type DeliveryMethod,
  type PricingModel,
  type ProductDataType,
  type ProductUnit,
} from './products.schemas'

/** What a product needs before it can be published; the server adds the checks that need the database. */
export interface PublishableProduct {
  name: string
  short_description?: string | null | undefined
  description?: string | null | undefined
  category: readonly string[]
  data_type?: ProductDataType | null | undefined
  dataset_source_id?: string | null | undefined
  pricing_model?: PricingModel | null | undefined
  unit?: ProductUnit | null | undefined
  price?: number | null | undefined
  monthly_quota?: number | null | undefined
  delivery_method?: DeliveryMethod | null | undefined
  is_private: boolean
  consumer_id?: string | null | undefined
  is_default_data_access_agreement: boolean
  has_data_access_agreement: boolean
  is_sensitive: boolean
  is_consent: boolean
  is_masked: boolean
}

export const sensitiveProductMessage =
  "A product with sensitive data needs the data subjects' consent or masking before it can be published"

/**
 * Field → message for everything that keeps a product from being published (empty when it is ready).
 * Pricing fits the data type as the catalogue lists say; a price of 0 is only for a private offer (a
 * pilot for one named consumer), never for the open marketplace.
 */
export function productPublishIssues(product: PublishableProduct): Record<string, string> {
  const issues: Record<string, string> = {}
  const require = (field: keyof typeof productLabels, value: unknown) => {
    if (isBlankText(value) || (Array.isArray(value) && value.length === 0)) {
      issues[field] = messages.required(productLabels[field])
    }
  }
  require('short_description', product.short_description)
  require('description', product.description)
  require('category', product.category)
  require('data_type', product.data_type)
  require('dataset_source_id', product.dataset_source_id)
  require('pricing_model', product.pricing_model)
  require('unit', product.unit)
  require('delivery_method', product.delivery_method)
  require('price', product.price)
  const dataType = product.data_type
  if (
    dataType &&
    product.pricing_model &&
    !pricingModelsByDataType[dataType].includes(product.pricing_model)
  ) {
    issues.pricing_model = `${productLabels.pricing_model} is not valid for this data type`
  }
  if (
    product.pricing_model &&
    product.unit &&
    !unitsByPricingModel[product.pricing_model].includes(product.unit)
  ) {
    issues.unit = `${productLabels.unit} is not valid for this pricing model`
  }
  if (
    dataType &&
    product.delivery_method &&
    !deliveryMethodsByDataType[dataType].includes(product.delivery_method)
  ) {
    issues.delivery_method = `${productLabels.delivery_method} is not valid for this data type`
  }
  if (product.price === 0 && !product.is_private) issues.price = messages.numericNotZero(productLabels.price)
  if (dataType === 'API' && product.pricing_model === 'SUBSCRIPTION')
    require('monthly_quota', product.monthly_quota)
  if (product.is_private) require('consumer_id', product.consumer_id)
  // Personal data (Indonesia's PDP law) is only sold with the data subjects' consent or masked.
  if (product.is_sensitive && !product.is_consent && !product.is_masked) {
    issues.is_consent = sensitiveProductMessage
  }
  if (!product.is_default_data_access_agreement && !product.has_data_access_agreement) {
    issues.data_access_agreement = messages.required(productLabels.data_access_agreement)
  }
  return issues
}
