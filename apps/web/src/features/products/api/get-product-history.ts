import { queryOptions, useQuery } from '@tanstack/react-query'
import { productsRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { productsQueryKeys } from './products-query-keys'

export function productHistoryQueryOptions(id: string) {
  return queryOptions({
    queryKey: productsQueryKeys.history(id),
    queryFn: ({ signal }) => apiRequest(productsRoutes.history, { params: { id }, signal }),
  })
}

export function useProductHistory(id: string) {
  return useQuery(productHistoryQueryOptions(id))
}
