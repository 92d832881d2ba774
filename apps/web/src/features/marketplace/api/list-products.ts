import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { marketplaceRoutes, type MarketplaceListQueryInput } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { marketplaceQueryKeys } from './marketplace-query-keys'

export function marketplaceProductsQueryOptions(query: MarketplaceListQueryInput) {
  return queryOptions({
    queryKey: marketplaceQueryKeys.list(query),
    queryFn: ({ signal }) => apiRequest(marketplaceRoutes.consumer.list, { query, signal }),
    // The previous results stay on screen while a changed filter loads.
    placeholderData: keepPreviousData,
  })
}

export function useMarketplaceProducts(query: MarketplaceListQueryInput) {
  return useQuery(marketplaceProductsQueryOptions(query))
}
