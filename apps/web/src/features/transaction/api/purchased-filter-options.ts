import { queryOptions, useQuery } from '@tanstack/react-query'
import { transactionRequestsRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { requestsQueryKeys } from './requests-query-keys'

/**
 * The providers the company has requested from, for the provider filter: the requests' own dropdown,
 * under its one key, so sending a request refreshes it here too.
 */
export function purchasedProvidersQueryOptions() {
  return queryOptions({
    queryKey: requestsQueryKeys.dropdown('provider-list'),
    queryFn: ({ signal }) => apiRequest(transactionRequestsRoutes.providerDropdown, { signal }),
    staleTime: 60_000,
  })
}

/** The products the company has requested, for the product filter. */
export function purchasedProductsQueryOptions() {
  return queryOptions({
    queryKey: requestsQueryKeys.dropdown('consumer-product-list'),
    queryFn: ({ signal }) => apiRequest(transactionRequestsRoutes.consumerProductDropdown, { signal }),
    staleTime: 60_000,
  })
}

export function usePurchasedProviders() {
  return useQuery(purchasedProvidersQueryOptions())
}

export function usePurchasedProducts() {
  return useQuery(purchasedProductsQueryOptions())
}
