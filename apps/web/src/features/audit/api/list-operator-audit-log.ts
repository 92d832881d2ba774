import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { auditRoutes, type OperatorAuditLogQuery } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { auditQueryKey } from './audit-query-keys'

/** Every company's trail, one page of it, for the operators. */
export function operatorAuditLogQueryOptions(query: OperatorAuditLogQuery) {
  return queryOptions({
    queryKey: [...auditQueryKey, 'operator', query] as const,
    queryFn: ({ signal }) => apiRequest(auditRoutes.operatorList, { query, signal }),
    placeholderData: keepPreviousData,
  })
}

export function useOperatorAuditLog(query: OperatorAuditLogQuery) {
  return useQuery(operatorAuditLogQueryOptions(query))
}
