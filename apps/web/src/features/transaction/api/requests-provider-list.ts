import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { transactionRequestsRoutes, type TransactionRequestListQuery } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { requestsQueryKeys } from './requests-query-keys'

export function providerRequestsQueryOptions(query: Partial<TransactionRequestListQuery>) {
  return queryOptions({
    queryKey: requestsQueryKeys.list('provider', query),
    queryFn: ({ signal }) => apiRequest(transactionRequestsRoutes.providerList, { query, signal }),
    placeholderData: keepPreviousData,
  })
}

export function useProviderRequests(query: Partial<TransactionRequestListQuery>) {
  return useQuery(providerRequestsQueryOptions(query))
}
