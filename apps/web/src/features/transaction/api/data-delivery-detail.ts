import { queryOptions, useQuery } from '@tanstack/react-query'
import { dataDeliveryRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { dataDeliveryQueryKeys } from './data-delivery-query-keys'

export function dataDeliveryDetailQueryOptions(id: string) {
  return queryOptions({
    queryKey: dataDeliveryQueryKeys.detail(id),
    enabled: id !== '',
    queryFn: ({ signal }) => apiRequest(dataDeliveryRoutes.detail, { params: { id }, signal }),
    refetchInterval: (current) =>
      current.state.data?.status === 'QUEUED' || current.state.data?.status === 'RUNNING' ? 3000 : false,
  })
}

export function useDataDeliveryDetail(id: string) {
  return useQuery(dataDeliveryDetailQueryOptions(id))
}
