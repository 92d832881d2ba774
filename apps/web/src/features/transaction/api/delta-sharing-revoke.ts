import { useMutation, useQueryClient } from '@tanstack/react-query'
import { deltaSharingProfileRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { deltaSharingQueryKeys } from './delta-sharing-query-keys'

export function useRevokeDeltaSharingToken() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['delta-sharing', 'revoke'],
    mutationFn: (id: string) => apiRequest(deltaSharingProfileRoutes.revoke, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deltaSharingQueryKeys.tokens }),
  })
}
