import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { billingRoutes, type TransactionListQuery, type UserType } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { billingQueryKeys } from './billing-query-keys'

/** One page of a side's transaction history. */
export function transactionListQueryOptions(userType: UserType, query: TransactionListQuery) {
  return queryOptions({
    queryKey: billingQueryKeys.transactions(userType, query),
    queryFn: ({ signal }) =>
      apiRequest(billingRoutes.transactionList, { query: { ...query, user_type: userType }, signal }),
    placeholderData: keepPreviousData,
  })
}

export function useTransactionList(userType: UserType, query: TransactionListQuery) {
  return useQuery(transactionListQueryOptions(userType, query))
}
