import { useMutation } from '@tanstack/react-query'
import { accountRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'

/** Opens the signup verification link (PUT /api/auth/verification). */
export function useVerifyEmail() {
  return useMutation({
    mutationKey: ['auth', 'verification'] as const,
    mutationFn: (token: string) => apiRequest(accountRoutes.verification, { body: { token } }),
  })
}
