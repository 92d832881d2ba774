import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { disputeRoutes, type DisputeListQuery } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { disputeQueryKeys } from './dispute-query-keys'

/** Disputes of the caller's products, newest first. */
export function providerDisputesQueryOptions(query: DisputeListQuery) {
  return queryOptions({
    queryKey: disputeQueryKeys.provider(query),
    queryFn: ({ signal }) => apiRequest(disputeRoutes.providerList, { query, signal }),
    placeholderData: keepPreviousData,
  })
}

export function useProviderDisputes(query: DisputeListQuery) {
  return useQuery(providerDisputesQueryOptions(query))
}
