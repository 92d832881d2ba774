import { useMutation, useQueryClient } from '@tanstack/react-query'
import { operatorRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { operatorQueryKey } from './operator-query-keys'

export function reactivateUser(userId: string) {
  return apiRequest(operatorRoutes.reactivateUser, { params: { id: userId } })
}

export function useReactivateUser() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...operatorQueryKey, 'reactivate-user'],
    mutationFn: reactivateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorQueryKey }),
  })
}
