import { useMutation, useQueryClient } from '@tanstack/react-query'
import { secondFactorRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { refreshSecondFactor } from './refresh-second-factor'

export function useRemoveTotp() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['mfa', 'totp-remove'] as const,
    mutationFn: () => apiRequest(secondFactorRoutes.totpRemove),
    onSuccess: () => refreshSecondFactor(queryClient),
  })
}
