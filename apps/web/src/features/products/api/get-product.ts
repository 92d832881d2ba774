import { queryOptions, useQuery } from '@tanstack/react-query'
import { productsRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { productsQueryKeys } from './products-query-keys'

export function productDetailQueryOptions(id: string) {
  return queryOptions({
    queryKey: productsQueryKeys.detail(id),
    queryFn: ({ signal }) => apiRequest(productsRoutes.detail, { params: { id }, signal }),
  })
}

export function useProductDetail(id: string) {
  return useQuery(productDetailQueryOptions(id))
}
