import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { operatorBillingRoutes, type OperatorSettlementListQuery } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { billingQueryKeys } from './billing-query-keys'

/** Every provider's settlements, for the operator console. */
export function operatorSettlementsQueryOptions(query: OperatorSettlementListQuery) {
  return queryOptions({
    queryKey: billingQueryKeys.operatorSettlements(query),
    queryFn: ({ signal }) => apiRequest(operatorBillingRoutes.settlements, { query, signal }),
    placeholderData: keepPreviousData,
  })
}

export function useOperatorSettlements(query: OperatorSettlementListQuery) {
  return useQuery(operatorSettlementsQueryOptions(query))
}
