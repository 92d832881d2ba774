import { useMutation, useQueryClient } from '@tanstack/react-query'
import { secondFactorRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { refreshSecondFactor } from './refresh-second-factor'

/** Finishes adding the app with a first code; answers the recovery codes, shown once. */
export function useConfirmTotp() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['mfa', 'totp-confirm'] as const,
    mutationFn: (code: string) => apiRequest(secondFactorRoutes.totpConfirm, { body: { code } }),
    onSuccess: () => refreshSecondFactor(queryClient),
  })
}
