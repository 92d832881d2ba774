import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { dataDeliveryRoutes, type DataDeliveryListQuery } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { dataDeliveryQueryKeys } from './data-delivery-query-keys'

/** While a delivery waits or runs, the list asks again every few seconds, so its badge moves by itself. */
const pollMs = 3000

export function dataDeliveryListQueryOptions(query: DataDeliveryListQuery) {
  return queryOptions({
    queryKey: dataDeliveryQueryKeys.list(query),
    queryFn: ({ signal }) => apiRequest(dataDeliveryRoutes.list, { query, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (current) =>
      current.state.data?.data.some((item) => item.status === 'QUEUED' || item.status === 'RUNNING')
        ? pollMs
        : false,
  })
}

export function useDataDeliveryList(query: DataDeliveryListQuery) {
  return useQuery(dataDeliveryListQueryOptions(query))
}
