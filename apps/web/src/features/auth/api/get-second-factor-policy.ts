import { queryOptions, useQuery } from '@tanstack/react-query'
import { secondFactorRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'

export const secondFactorPolicyQueryKey = ['mfa', 'policy'] as const

export function useSecondFactorPolicy() {
  return useQuery(
    queryOptions({
      queryKey: secondFactorPolicyQueryKey,
      queryFn: ({ signal }) => apiRequest(secondFactorRoutes.policy, { signal }),
    }),
  )
}
