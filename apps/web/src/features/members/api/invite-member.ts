import { useMutation, useQueryClient } from '@tanstack/react-query'
import { membersRoutes, type InviteMemberBody } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { membersQueryKeys } from './members-query-keys'

export function inviteMember(body: InviteMemberBody) {
  return apiRequest(membersRoutes.inviteMember, { body })
}

export function useInviteMember() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['members', 'invite'],
    mutationFn: inviteMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membersQueryKeys.all }),
  })
}
