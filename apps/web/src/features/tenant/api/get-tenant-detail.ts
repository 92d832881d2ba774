import { queryOptions, useQuery } from '@tanstack/react-query'
import { tenantRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { tenantQueryKeys } from './tenant-query-keys'

export function tenantDetailQueryOptions() {
  return queryOptions({
    queryKey: tenantQueryKeys.detail,
    queryFn: ({ signal }) => apiRequest(tenantRoutes.detail, { signal }),
  })
}

export function useTenantDetail() {
  return useQuery(tenantDetailQueryOptions())
}
