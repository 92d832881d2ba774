import { queryOptions, useQuery } from '@tanstack/react-query'
import { dropdownRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'

/** The roles an invitation may grant (the owner's role is handed over, never invited). */
export function assignableRolesQueryOptions() {
  return queryOptions({
    queryKey: ['dropdown', 'application-role', 'assignable'],
    queryFn: ({ signal }) =>
      apiRequest(dropdownRoutes.applicationRole, { query: { assignable: 'true' }, signal }),
    staleTime: 5 * 60_000,
  })
}

export function useAssignableRoles() {
  return useQuery(assignableRolesQueryOptions())
}
