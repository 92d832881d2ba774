import { queryOptions, useQuery } from '@tanstack/react-query'
import { dataDeliveryRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { dataDeliveryQueryKeys } from './data-delivery-query-keys'

export function dataDeliveryOptionsQueryOptions() {
  return queryOptions({
    queryKey: dataDeliveryQueryKeys.options,
    queryFn: ({ signal }) => apiRequest(dataDeliveryRoutes.options, { signal }),
  })
}

export function useDataDeliveryOptions() {
  return useQuery(dataDeliveryOptionsQueryOptions())
}
