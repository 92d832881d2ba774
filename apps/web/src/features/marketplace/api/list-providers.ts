import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { marketplaceRoutes, type MarketplaceProvidersQuery } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { marketplaceQueryKeys } from './marketplace-query-keys'

export type MarketplaceProvidersInput = Partial<MarketplaceProvidersQuery>

export function marketplaceProvidersQueryOptions(query: MarketplaceProvidersInput) {
  return queryOptions({
    queryKey: marketplaceQueryKeys.providers(query),
    queryFn: ({ signal }) => apiRequest(marketplaceRoutes.consumer.providers, { query, signal }),
    placeholderData: keepPreviousData,
  })
}

export function useMarketplaceProviders(query: MarketplaceProvidersInput) {
  return useQuery(marketplaceProvidersQueryOptions(query))
}
