import { queryOptions, useQuery } from '@tanstack/react-query'
import { purchasedRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { purchasedQueryKeys } from './purchased-query-keys'

export function purchasedDetailQueryOptions(transactionNo: string) {
  return queryOptions({
    queryKey: purchasedQueryKeys.detail(transactionNo),
    queryFn: ({ signal }) =>
      apiRequest(purchasedRoutes.detail, { params: { transaction_no: transactionNo }, signal }),
  })
}

export function usePurchasedDetail(transactionNo: string) {
  return useQuery(purchasedDetailQueryOptions(transactionNo))
}
