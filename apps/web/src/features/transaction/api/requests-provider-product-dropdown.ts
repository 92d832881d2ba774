import { queryOptions, useQuery } from '@tanstack/react-query'
import { transactionRequestsRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { requestsQueryKeys } from './requests-query-keys'

/** The provider's products that have requests, for the request-approval filter. */
export function requestProductsQueryOptions() {
  return queryOptions({
    queryKey: requestsQueryKeys.dropdown('provider-product-list'),
    queryFn: ({ signal }) => apiRequest(transactionRequestsRoutes.providerProductDropdown, { signal }),
    staleTime: 60_000,
  })
}

export function useRequestProducts() {
  return useQuery(requestProductsQueryOptions())
}
