import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { auditRoutes, type AuditLogQuery } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { auditQueryKey } from './audit-query-keys'

/** The company's trail, one page of it, for its owner. */
export function companyAuditLogQueryOptions(query: AuditLogQuery) {
  return queryOptions({
    queryKey: [...auditQueryKey, 'company', query] as const,
    queryFn: ({ signal }) => apiRequest(auditRoutes.tenantList, { query, signal }),
    placeholderData: keepPreviousData,
  })
}

export function useCompanyAuditLog(query: AuditLogQuery) {
  return useQuery(companyAuditLogQueryOptions(query))
}
