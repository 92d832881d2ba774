import { productsRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import type { SaveProductInput } from './add-product'
import { useProductMutation } from './product-mutation'

export function updateProduct({ form, isDraft }: SaveProductInput) {
  return apiRequest(productsRoutes.update, { body: form, query: { draft: isDraft } })
}

export function useUpdateProduct() {
  return useProductMutation('update', updateProduct)
}
