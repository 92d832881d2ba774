import { useMutation } from '@tanstack/react-query'
import { secondFactorRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'

/** Starts adding an authenticator app: the key, shown once (a fresh login is asked for first). */
export function useEnrolTotp() {
  return useMutation({
    mutationKey: ['mfa', 'totp-enrol'] as const,
    mutationFn: () => apiRequest(secondFactorRoutes.totpEnroll),
  })
}
