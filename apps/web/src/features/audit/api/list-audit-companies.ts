import { queryOptions, useQuery } from '@tanstack/react-query'
import { operatorRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { auditQueryKey } from './audit-query-keys'

/** The companies an operator may narrow the trail to (the first hundred, by the console's order). */
export function useAuditCompanies() {
  return useQuery(
    queryOptions({
      queryKey: [...auditQueryKey, 'companies'] as const,
      queryFn: ({ signal }) => apiRequest(operatorRoutes.listTenants, { query: { limit: 100 }, signal }),
    }),
  )
}
