import { queryOptions, useQuery } from '@tanstack/react-query'
import { billingRoutes, type UserType } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { billingQueryKeys } from './billing-query-keys'

/** The products a side bought or sold, for the history's product filter. */
export function billingProductsQueryOptions(userType: UserType) {
  return queryOptions({
    queryKey: billingQueryKeys.dropdown(userType, 'product'),
    queryFn: ({ signal }) =>
      apiRequest(billingRoutes.productDropdown, { query: { user_type: userType }, signal }),
    staleTime: 60_000,
  })
}

export function useBillingProducts(userType: UserType) {
  return useQuery(billingProductsQueryOptions(userType))
}
