import { useMutation } from '@tanstack/react-query'
import { accountRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'

/** Opens the link mailed to a new address (PUT /api/auth/user/verify-email). */
export function useVerifyNewEmail() {
  return useMutation({
    mutationKey: ['auth', 'verify-new-email'] as const,
    mutationFn: (token: string) => apiRequest(accountRoutes.verifyEmail, { body: { token } }),
  })
}
