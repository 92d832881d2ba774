import { queryOptions, useQuery } from '@tanstack/react-query'
import { auditRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { auditQueryKey } from './audit-query-keys'

/** The company's people, for the trail's user filter. */
export function useAuditPeople() {
  return useQuery(
    queryOptions({
      queryKey: [...auditQueryKey, 'people'] as const,
      queryFn: ({ signal }) => apiRequest(auditRoutes.tenantPeople, { signal }),
    }),
  )
}
