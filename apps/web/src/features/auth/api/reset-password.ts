import { useMutation } from '@tanstack/react-query'
import { accountRoutes, type ResetPasswordBody } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'

export function useResetPassword() {
  return useMutation({
    mutationKey: ['auth', 'reset-password'] as const,
    mutationFn: (body: ResetPasswordBody) => apiRequest(accountRoutes.resetPassword, { body }),
  })
}
