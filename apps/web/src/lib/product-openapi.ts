import { marketplaceRoutes } from '@lumbung/contract'
import { fillPath } from './api-client'
import { downloadApiFile } from './api-download'

/** The product's OpenAPI document, saved under the product's name for Postman, Insomnia or a generator. */
export function downloadProductOpenApi(productId: string, productName: string) {
  const fileName = `${
    productName
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase() || 'product'
  }-openapi.json`
  return downloadApiFile(fillPath(marketplaceRoutes.consumer.openapi.url, { id: productId }), {}, fileName)
}
