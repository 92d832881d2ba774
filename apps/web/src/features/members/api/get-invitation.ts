import { queryOptions, useQuery } from '@tanstack/react-query'
import { membersRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'

export function invitationQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['members', 'invitation', token],
    queryFn: ({ signal }) => apiRequest(membersRoutes.invitation, { query: { token }, signal }),
    retry: false,
    staleTime: Infinity,
  })
}

export function useInvitation(token: string) {
  return useQuery({ ...invitationQueryOptions(token), enabled: token !== '' })
}
