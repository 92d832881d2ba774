import { queryOptions, useQuery } from '@tanstack/react-query'
import { membersRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { membersQueryKeys } from './members-query-keys'

export function memberQueryOptions(id: string) {
  return queryOptions({
    queryKey: membersQueryKeys.detail(id),
    queryFn: ({ signal }) => apiRequest(membersRoutes.memberDetail, { params: { id }, signal }),
    retry: false,
  })
}

export function useMember(id: string) {
  return useQuery(memberQueryOptions(id))
}
