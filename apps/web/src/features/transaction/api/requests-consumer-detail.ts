import { queryOptions, useQuery } from '@tanstack/react-query'
import { transactionRequestsRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { requestsQueryKeys } from './requests-query-keys'

export function consumerRequestDetailQueryOptions(transactionNo: string) {
  return queryOptions({
    queryKey: requestsQueryKeys.detail('consumer', transactionNo),
    queryFn: ({ signal }) =>
      apiRequest(transactionRequestsRoutes.consumerDetail, {
        params: { transaction_no: transactionNo },
        signal,
      }),
  })
}

export function useConsumerRequestDetail(transactionNo: string) {
  return useQuery({ ...consumerRequestDetailQueryOptions(transactionNo), enabled: transactionNo !== '' })
}
