import { queryOptions, useQuery } from '@tanstack/react-query'
import { secondFactorRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'

export const secondFactorStatusQueryKey = ['mfa', 'status'] as const

export function useSecondFactorStatus() {
  return useQuery(
    queryOptions({
      queryKey: secondFactorStatusQueryKey,
      queryFn: ({ signal }) => apiRequest(secondFactorRoutes.status, { signal }),
    }),
  )
}
