import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { billingRoutes, type SettlementStatus } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { billingQueryKeys } from './billing-query-keys'

export interface SettlementHistoryQuery {
  page: number
  limit: number
  status?: SettlementStatus
}

/** The provider's settlements, the running month's statement first. */
export function settlementHistoryQueryOptions(query: SettlementHistoryQuery) {
  return queryOptions({
    queryKey: billingQueryKeys.settlementHistory(query),
    queryFn: ({ signal }) => apiRequest(billingRoutes.settlementHistory, { query, signal }),
    placeholderData: keepPreviousData,
  })
}

/** `isEnabled: false` while the screen shows something else (one month, the disputes tab). */
export function useSettlementHistory(query: SettlementHistoryQuery, { isEnabled = true } = {}) {
  return useQuery({ ...settlementHistoryQueryOptions(query), enabled: isEnabled })
}
