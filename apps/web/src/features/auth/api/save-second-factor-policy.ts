import { useMutation, useQueryClient } from '@tanstack/react-query'
import { secondFactorRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { secondFactorPolicyQueryKey } from './get-second-factor-policy'

export function useSaveSecondFactorPolicy() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['mfa', 'policy-save'] as const,
    mutationFn: (isRequired: boolean) =>
      apiRequest(secondFactorRoutes.savePolicy, { body: { is_required: isRequired } }),
    onSuccess: (policy) => queryClient.setQueryData(secondFactorPolicyQueryKey, policy),
  })
}
