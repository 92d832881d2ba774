import { queryOptions, useQuery } from '@tanstack/react-query'
import { accountRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'

export const userDetailQueryKey = ['auth', 'user-detail'] as const

export function userDetailQueryOptions() {
  return queryOptions({
    queryKey: userDetailQueryKey,
    queryFn: ({ signal }) => apiRequest(accountRoutes.userDetail, { signal }),
  })
}

export function useUserDetail() {
  return useQuery(userDetailQueryOptions())
}
