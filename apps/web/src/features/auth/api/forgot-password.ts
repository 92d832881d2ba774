import { useMutation } from '@tanstack/react-query'
import { accountRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'

export function useForgotPassword() {
  return useMutation({
    mutationKey: ['auth', 'forgot-password'] as const,
    mutationFn: (email: string) =>
      apiRequest(accountRoutes.forgotPassword, { params: { email_address: email } }),
  })
}
