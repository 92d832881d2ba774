import {
  apiFieldsOf,
  openApiDocumentOf,
  productErrorMessages,
  type ApiProductOpenApi,
} from '@lumbung/contract'
import type { datasets, ProductFields } from '../../../db/schema'
import { notFound } from '../../../lib/errors'

type DatasetRow = typeof datasets.$inferSelect

export interface GatewayRateLimit {
  perSecond: number
  burst: number
}

/**
 * The OpenAPI document of a product the viewer may see (docs/decisions/0067-openapi-per-product.md).
 * `responseSample` is the one the product page shows (masked when the product is masked), so the
 * document tells no more than the page.
 */
export function productOpenApiOf(
  product: ProductFields,
  dataset: DatasetRow | undefined,
  terms: { publicUrl: string; rateLimit: GatewayRateLimit; responseSample: string | null },
): ApiProductOpenApi {
  if (product.dataType !== 'API' || dataset?.dataType !== 'API')
    throw notFound(productErrorMessages.noOpenApi)
  return openApiDocumentOf({
    productId: product.id,
    productName: product.name,
    description: product.shortDescription ?? dataset.shortDescription,
    publicUrl: terms.publicUrl,
    method: dataset.method ?? 'GET',
    parameters: apiFieldsOf(dataset.requestParams ?? []),
    responseSample: terms.responseSample,
    monthlyQuota: product.monthlyQuota,
    operationalHourFrom: dataset.operationalHourFrom,
    operationalHourTo: dataset.operationalHourTo,
    availabilityTarget:
      product.availabilityTargetBasisPoints === null ? null : product.availabilityTargetBasisPoints / 100,
    rateLimit: terms.rateLimit,
  })
}
