import { useMutation, useQueryClient } from '@tanstack/react-query'
import { secondFactorRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { refreshSecondFactor } from './refresh-second-factor'
import { createPasskey } from '../../../lib/webauthn'

/**
 * Adds a passkey: the server's creation options (a fresh login is asked for first), the browser's
 * ceremony, then the answer back to the server. One flow over the two calls, as neither stands alone.
 */
export function useRegisterPasskey() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['mfa', 'passkey-register'] as const,
    mutationFn: async (name: string) => {
      const { options } = await apiRequest(secondFactorRoutes.passkeyRegisterOptions)
      const response = await createPasskey(options)
      return apiRequest(secondFactorRoutes.passkeyRegisterVerify, { body: { response, name } })
    },
    onSuccess: () => refreshSecondFactor(queryClient),
  })
}
