import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { operatorRoutes, type OperatorUserListQuery } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { operatorQueryKey } from './operator-query-keys'

export function operatorUsersQueryOptions(query: OperatorUserListQuery) {
  return queryOptions({
    queryKey: [...operatorQueryKey, 'users', query] as const,
    queryFn: ({ signal }) => apiRequest(operatorRoutes.listUsers, { query, signal }),
    placeholderData: keepPreviousData,
  })
}

export function useOperatorUsers(query: OperatorUserListQuery) {
  return useQuery(operatorUsersQueryOptions(query))
}
