import { useMutation } from '@tanstack/react-query'
import { accountRoutes, type ChangePasswordBody } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { sessionTokens } from '../../../lib/session-tokens'

/** Every other session ends; this device keeps going with the new pair the server hands back. */
export function useChangePassword() {
  return useMutation({
    mutationKey: ['auth', 'change-password'] as const,
    mutationFn: async (body: ChangePasswordBody) => {
      const tokens = await apiRequest(accountRoutes.changePassword, { body })
      sessionTokens.set(tokens)
      return tokens
    },
  })
}
