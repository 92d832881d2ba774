import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { secretShareQueryRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { purchasedQueryKeys } from './purchased-query-keys'

export const secretShareHistoryPageSize = 10

export function secretShareHistoryQuery(transactionNo: string, page: number) {
  return queryOptions({
    queryKey: purchasedQueryKeys.secretShareHistory(transactionNo, page),
    queryFn: ({ signal }) =>
      apiRequest(secretShareQueryRoutes.history, {
        query: { transaction_no: transactionNo, page, limit: secretShareHistoryPageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
  })
}

/** A purchase's past queries with their results, newest first. */
export function useSecretShareHistory(transactionNo: string, page: number) {
  return useQuery(secretShareHistoryQuery(transactionNo, page))
}
