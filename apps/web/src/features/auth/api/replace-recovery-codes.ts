import { useMutation, useQueryClient } from '@tanstack/react-query'
import { secondFactorRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { refreshSecondFactor } from './refresh-second-factor'

export function useReplaceRecoveryCodes() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['mfa', 'recovery-codes'] as const,
    mutationFn: () => apiRequest(secondFactorRoutes.recoveryCodes),
    onSuccess: () => refreshSecondFactor(queryClient),
  })
}
