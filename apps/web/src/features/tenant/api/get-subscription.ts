import { queryOptions, useQuery } from '@tanstack/react-query'
import { tenantRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { tenantQueryKeys } from './tenant-query-keys'

export function subscriptionQueryOptions() {
  return queryOptions({
    queryKey: tenantQueryKeys.subscription,
    queryFn: ({ signal }) => apiRequest(tenantRoutes.subscribe, { signal }),
  })
}

export function useSubscription() {
  return useQuery(subscriptionQueryOptions())
}
