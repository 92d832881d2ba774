import { queryOptions, useQuery } from '@tanstack/react-query'
import { authRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'

export const userInformationQueryKey = ['auth', 'user-information'] as const

export function userInformationQueryOptions() {
  return queryOptions({
    queryKey: userInformationQueryKey,
    queryFn: ({ signal }) => apiRequest(authRoutes.userInformation, { signal }),
    staleTime: 60_000,
  })
}

export function useUserInformation(options: { isEnabled?: boolean } = {}) {
  return useQuery({ ...userInformationQueryOptions(), enabled: options.isEnabled ?? true })
}
