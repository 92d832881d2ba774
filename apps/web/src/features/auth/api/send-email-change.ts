import { useMutation, useQueryClient } from '@tanstack/react-query'
import { accountRoutes, type SendEmailBody } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { userDetailQueryKey } from './get-user-detail'

/** Needs a fresh login: the API client asks for the password and repeats the call. */
export function useSendEmailChange() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['auth', 'send-email'] as const,
    mutationFn: (body: SendEmailBody) => apiRequest(accountRoutes.sendEmail, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userDetailQueryKey }),
  })
}
