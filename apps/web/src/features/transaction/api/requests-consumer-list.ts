import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { transactionRequestsRoutes, type TransactionRequestListQuery } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { requestsQueryKeys } from './requests-query-keys'

export function consumerRequestsQueryOptions(query: Partial<TransactionRequestListQuery>) {
  return queryOptions({
    queryKey: requestsQueryKeys.list('consumer', query),
    queryFn: ({ signal }) => apiRequest(transactionRequestsRoutes.consumerList, { query, signal }),
    placeholderData: keepPreviousData,
  })
}

export function useConsumerRequests(query: Partial<TransactionRequestListQuery>, isEnabled = true) {
  return useQuery({ ...consumerRequestsQueryOptions(query), enabled: isEnabled })
}
