import { queryOptions, useQuery } from '@tanstack/react-query'
import { operatorBillingRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { billingQueryKeys } from './billing-query-keys'

/** A closed month's totals and the platform's revenue. */
export function operatorTotalsQueryOptions(period: string) {
  return queryOptions({
    queryKey: billingQueryKeys.operatorTotals(period),
    queryFn: ({ signal }) => apiRequest(operatorBillingRoutes.totals, { query: { period }, signal }),
  })
}

export function useOperatorTotals(period: string) {
  return useQuery(operatorTotalsQueryOptions(period))
}
