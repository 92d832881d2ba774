import { queryOptions, useQuery } from '@tanstack/react-query'
import { marketplaceRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'

/** The product a consumer is about to request, as the marketplace shows it. */
export function marketplaceProductQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['transaction-requests', 'product', id] as const,
    queryFn: ({ signal }) => apiRequest(marketplaceRoutes.consumer.detail, { params: { id }, signal }),
  })
}

export function useMarketplaceProduct(id: string) {
  return useQuery(marketplaceProductQueryOptions(id))
}
