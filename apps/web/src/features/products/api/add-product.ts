import { productsRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { useProductMutation } from './product-mutation'

export interface SaveProductInput {
  form: FormData
  isDraft: boolean
}

export function addProduct({ form, isDraft }: SaveProductInput) {
  return apiRequest(productsRoutes.add, { body: form, query: { draft: isDraft } })
}

export function useAddProduct() {
  return useProductMutation('add', addProduct)
}
