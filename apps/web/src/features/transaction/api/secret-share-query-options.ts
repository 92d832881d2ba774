import { queryOptions, useQuery } from '@tanstack/react-query'
import { secretShareQueryRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { purchasedQueryKeys } from './purchased-query-keys'

export function secretShareQueryOptionsQuery(transactionNo: string) {
  return queryOptions({
    queryKey: purchasedQueryKeys.secretShareOptions(transactionNo),
    queryFn: ({ signal }) =>
      apiRequest(secretShareQueryRoutes.options, { query: { transaction_no: transactionNo }, signal }),
  })
}

/** The purchase's columns by role and the company's data assets, for the query form. */
export function useSecretShareQueryOptions(transactionNo: string) {
  return useQuery(secretShareQueryOptionsQuery(transactionNo))
}
