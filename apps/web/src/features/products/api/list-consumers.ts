import { queryOptions, useQuery } from '@tanstack/react-query'
import { productsRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { productsQueryKeys } from './products-query-keys'

export function productConsumersQueryOptions() {
  return queryOptions({
    queryKey: productsQueryKeys.consumers,
    queryFn: ({ signal }) => apiRequest(productsRoutes.consumer, { signal }),
    staleTime: 5 * 60_000,
  })
}

export function useProductConsumers(isEnabled: boolean) {
  return useQuery({ ...productConsumersQueryOptions(), enabled: isEnabled })
}
