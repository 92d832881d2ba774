import { productsRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import type { SaveProductInput } from './products-add'
import { useProductMutation } from './products-mutation'

export function updateProduct({ form, isDraft }: SaveProductInput) {
  return apiRequest(productsRoutes.update, { body: form, query: { draft: isDraft } })
}

export function useUpdateProduct() {
  return useProductMutation('update', updateProduct)
}
