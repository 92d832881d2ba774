import { useMutation } from '@tanstack/react-query'
import { accountRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'

export function useResendVerification() {
  return useMutation({
    mutationKey: ['auth', 'resend-verification'] as const,
    mutationFn: (email: string) =>
      apiRequest(accountRoutes.resendVerification, { params: { email_address: email } }),
  })
}
