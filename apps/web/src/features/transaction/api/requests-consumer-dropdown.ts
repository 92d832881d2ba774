import { queryOptions, useQuery } from '@tanstack/react-query'
import { transactionRequestsRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { requestsQueryKeys } from './requests-query-keys'

/** The companies that requested the provider's products, for the request-approval filter. */
export function requestConsumersQueryOptions() {
  return queryOptions({
    queryKey: requestsQueryKeys.dropdown('consumer-list'),
    queryFn: ({ signal }) => apiRequest(transactionRequestsRoutes.consumerDropdown, { signal }),
    staleTime: 60_000,
  })
}

export function useRequestConsumers() {
  return useQuery(requestConsumersQueryOptions())
}
