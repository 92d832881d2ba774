import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { billingRoutes, type BillingHistoryQuery } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { billingQueryKeys } from './billing-query-keys'

/** The consumer's invoices, the running month's estimate first. */
export function billingHistoryQueryOptions(query: BillingHistoryQuery) {
  return queryOptions({
    queryKey: billingQueryKeys.history(query),
    queryFn: ({ signal }) => apiRequest(billingRoutes.history, { query, signal }),
    placeholderData: keepPreviousData,
  })
}

export function useBillingHistory(query: BillingHistoryQuery) {
  return useQuery(billingHistoryQueryOptions(query))
}
