import { queryOptions, useQuery } from '@tanstack/react-query'
import { billingRoutes, type UserType } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { billingQueryKeys } from './billing-query-keys'

/** The first month with a charge on a side: where the month picker starts. */
export function firstBilledQueryOptions(userType: UserType) {
  return queryOptions({
    queryKey: billingQueryKeys.firstBilled(userType),
    queryFn: ({ signal }) =>
      apiRequest(billingRoutes.firstBilled, { query: { user_type: userType }, signal }),
    staleTime: 5 * 60_000,
  })
}

export function useFirstBilled(userType: UserType) {
  return useQuery(firstBilledQueryOptions(userType))
}
