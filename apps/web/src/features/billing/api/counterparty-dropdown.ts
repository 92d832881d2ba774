import { queryOptions, useQuery } from '@tanstack/react-query'
import { billingRoutes, type UserType } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { billingQueryKeys } from './billing-query-keys'

/** The companies on the other side, for the history's counterparty filter. */
export function billingCounterpartiesQueryOptions(userType: UserType) {
  return queryOptions({
    queryKey: billingQueryKeys.dropdown(userType, 'counterparty'),
    queryFn: ({ signal }) =>
      apiRequest(billingRoutes.counterpartyDropdown, { query: { user_type: userType }, signal }),
    staleTime: 60_000,
  })
}

export function useBillingCounterparties(userType: UserType) {
  return useQuery(billingCounterpartiesQueryOptions(userType))
}
