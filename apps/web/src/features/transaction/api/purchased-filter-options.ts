import { queryOptions, useQuery } from '@tanstack/react-query'
import { transactionRequestsRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { purchasedQueryKeys } from './purchased-query-keys'

/** The providers the company has requested from, for the provider filter. */
export function purchasedProvidersQueryOptions() {
  return queryOptions({
    queryKey: purchasedQueryKeys.providers,
    queryFn: ({ signal }) => apiRequest(transactionRequestsRoutes.providerDropdown, { signal }),
    staleTime: 60_000,
  })
}

/** The products the company has requested, for the product filter. */
export function purchasedProductsQueryOptions() {
  return queryOptions({
    queryKey: purchasedQueryKeys.products,
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
