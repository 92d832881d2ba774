import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { operatorDisputeRoutes, type DisputeListQuery } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { disputeQueryKeys } from './dispute-query-keys'

/** Every company's disputes for the operator console, newest first. */
export function operatorDisputesQueryOptions(query: DisputeListQuery) {
  return queryOptions({
    queryKey: disputeQueryKeys.operator(query),
    queryFn: ({ signal }) => apiRequest(operatorDisputeRoutes.list, { query, signal }),
    placeholderData: keepPreviousData,
  })
}

export function useOperatorDisputes(query: DisputeListQuery) {
  return useQuery(operatorDisputesQueryOptions(query))
}
