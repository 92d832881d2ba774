import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { purchasedRoutes, type PurchasedListQuery } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { purchasedQueryKeys } from './purchased-query-keys'

export type PurchasedListFilters = Pick<PurchasedListQuery, 'page' | 'limit'> &
  Partial<Omit<PurchasedListQuery, 'page' | 'limit'>>

export function purchasedListQueryOptions(query: PurchasedListFilters) {
  return queryOptions({
    queryKey: purchasedQueryKeys.list(query),
    queryFn: ({ signal }) => apiRequest(purchasedRoutes.list, { query, signal }),
    placeholderData: keepPreviousData,
  })
}

export function usePurchasedList(query: PurchasedListFilters) {
  return useQuery(purchasedListQueryOptions(query))
}
