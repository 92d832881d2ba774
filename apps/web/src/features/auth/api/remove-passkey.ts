import { useMutation, useQueryClient } from '@tanstack/react-query'
import { secondFactorRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { refreshSecondFactor } from './refresh-second-factor'

export function useRemovePasskey() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['mfa', 'passkey-remove'] as const,
    mutationFn: (id: string) => apiRequest(secondFactorRoutes.passkeyRemove, { params: { id } }),
    onSuccess: () => refreshSecondFactor(queryClient),
  })
}
