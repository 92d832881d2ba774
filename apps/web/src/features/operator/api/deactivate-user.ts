import { useMutation, useQueryClient } from '@tanstack/react-query'
import { operatorRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { operatorQueryKey } from './operator-query-keys'

export function deactivateUser(userId: string) {
  return apiRequest(operatorRoutes.deactivateUser, { params: { id: userId } })
}

export function useDeactivateUser() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...operatorQueryKey, 'deactivate-user'],
    mutationFn: deactivateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorQueryKey }),
  })
}
