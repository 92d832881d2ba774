import { queryOptions, useQuery } from '@tanstack/react-query'
import { operatorRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { operatorQueryKey } from './operator-query-keys'

export function operatorTenantQueryOptions(tenantId: string) {
  return queryOptions({
    queryKey: [...operatorQueryKey, 'tenant', tenantId] as const,
    queryFn: ({ signal }) => apiRequest(operatorRoutes.tenantDetail, { params: { id: tenantId }, signal }),
  })
}

export function useOperatorTenant(tenantId: string) {
  return useQuery(operatorTenantQueryOptions(tenantId))
}
