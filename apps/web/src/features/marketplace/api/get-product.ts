import { queryOptions, useQuery } from '@tanstack/react-query'
import { marketplaceRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { marketplaceQueryKeys } from './marketplace-query-keys'

export function marketplaceProductQueryOptions(id: string) {
  return queryOptions({
    queryKey: marketplaceQueryKeys.detail(id),
    queryFn: ({ signal }) => apiRequest(marketplaceRoutes.consumer.detail, { params: { id }, signal }),
  })
}

export function useMarketplaceProduct(id: string) {
  return useQuery(marketplaceProductQueryOptions(id))
}
