import { useMutation, useQueryClient, type MutationFunction } from '@tanstack/react-query'
import type { MemberDetail } from '@lumbung/contract'
import { membersQueryKeys } from './members-query-keys'

/** A change to one member: the answer is their new detail, and every list is refetched. */
export function useMemberMutation<Input>(name: string, mutationFn: MutationFunction<MemberDetail, Input>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['members', name],
    mutationFn,
    onSuccess: async (member) => {
      queryClient.setQueryData(membersQueryKeys.detail(member.id), member)
      await queryClient.invalidateQueries({ queryKey: ['members', 'list'] })
    },
  })
}
