import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { operatorRoutes, type OperatorTenantListQuery } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { operatorQueryKey } from './operator-query-keys'

export function operatorTenantsQueryOptions(query: OperatorTenantListQuery) {
  return queryOptions({
    queryKey: [...operatorQueryKey, 'tenants', query] as const,
    queryFn: ({ signal }) => apiRequest(operatorRoutes.listTenants, { query, signal }),
    placeholderData: keepPreviousData,
  })
}

export function useOperatorTenants(query: OperatorTenantListQuery) {
  return useQuery(operatorTenantsQueryOptions(query))
}
