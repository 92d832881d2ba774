import { productsRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { useProductMutation } from './product-mutation'

export function publishProduct(id: string) {
  return apiRequest(productsRoutes.publish, { params: { id } })
}

export function usePublishProduct() {
  return useProductMutation('publish', publishProduct)
}
