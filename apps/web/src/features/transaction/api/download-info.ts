import { queryOptions, useQuery } from '@tanstack/react-query'
import { downloadRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { dataDeliveryQueryKeys } from './data-delivery-query-keys'

export function downloadInfoQueryOptions(transactionNo: string) {
  return queryOptions({
    queryKey: dataDeliveryQueryKeys.downloadInfo(transactionNo),
    queryFn: ({ signal }) =>
      apiRequest(downloadRoutes.info, { params: { transaction_no: transactionNo }, signal }),
  })
}

export function useDownloadInfo(transactionNo: string, isEnabled: boolean) {
  return useQuery({ ...downloadInfoQueryOptions(transactionNo), enabled: isEnabled })
}
