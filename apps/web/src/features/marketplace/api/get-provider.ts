import { queryOptions, useQuery } from '@tanstack/react-query'
import { marketplaceRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { marketplaceQueryKeys } from './marketplace-query-keys'

export function marketplaceProviderQueryOptions(id: string) {
  return queryOptions({
    queryKey: marketplaceQueryKeys.provider(id),
    queryFn: ({ signal }) =>
      apiRequest(marketplaceRoutes.consumer.providerDetail, { params: { id }, signal }),
  })
}

export function useMarketplaceProvider(id: string) {
  return useQuery(marketplaceProviderQueryOptions(id))
}
