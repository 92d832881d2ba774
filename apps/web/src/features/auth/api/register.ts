import { useMutation } from '@tanstack/react-query'
import { accountRoutes, type RegisterBody } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'

export function useRegister() {
  return useMutation({
    mutationKey: ['auth', 'register'] as const,
    mutationFn: (body: RegisterBody) => apiRequest(accountRoutes.register, { body }),
  })
}
