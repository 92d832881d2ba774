import { queryOptions, useQuery } from '@tanstack/react-query'
import { transactionRequestsRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { requestsQueryKeys } from './requests-query-keys'

export function providerRequestDetailQueryOptions(transactionNo: string) {
  return queryOptions({
    queryKey: requestsQueryKeys.detail('provider', transactionNo),
    queryFn: ({ signal }) =>
      apiRequest(transactionRequestsRoutes.providerDetail, {
        params: { transaction_no: transactionNo },
        signal,
      }),
  })
}

export function useProviderRequestDetail(transactionNo: string) {
  return useQuery({ ...providerRequestDetailQueryOptions(transactionNo), enabled: transactionNo !== '' })
}
