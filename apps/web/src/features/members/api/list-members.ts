import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { membersRoutes, type ListMemberQuery } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { membersQueryKeys } from './members-query-keys'

export type MemberListQuery = Pick<ListMemberQuery, 'page' | 'limit'> &
  Partial<Pick<ListMemberQuery, 'search' | 'role' | 'status'>>

export function listMembersQueryOptions(query: MemberListQuery) {
  return queryOptions({
    queryKey: membersQueryKeys.list(query),
    queryFn: ({ signal }) => apiRequest(membersRoutes.listMember, { query, signal }),
    // Paging and filtering keep the previous rows on screen (dimmed) instead of flashing empty.
    placeholderData: keepPreviousData,
  })
}

export function useMembers(query: MemberListQuery) {
  return useQuery(listMembersQueryOptions(query))
}
