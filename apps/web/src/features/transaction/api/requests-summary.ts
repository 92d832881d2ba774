import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { transactionRequestsRoutes, type TransactionRequestSummaryQuery } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { requestsQueryKeys } from './requests-query-keys'

export function requestSummaryQueryOptions(query: TransactionRequestSummaryQuery) {
  return queryOptions({
    queryKey: requestsQueryKeys.summary(query),
    queryFn: ({ signal }) => apiRequest(transactionRequestsRoutes.summary, { query, signal }),
    placeholderData: keepPreviousData,
  })
}

export function useRequestSummary(query: TransactionRequestSummaryQuery, isEnabled = true) {
  return useQuery({ ...requestSummaryQueryOptions(query), enabled: isEnabled })
}
