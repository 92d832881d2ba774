import { queryOptions, useQuery } from '@tanstack/react-query'
import { dropdownRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'

/** Industries and company sizes for the signup form (public reference lists). */
export function industriesQueryOptions() {
  return queryOptions({
    queryKey: ['dropdown', 'industry'] as const,
    queryFn: ({ signal }) => apiRequest(dropdownRoutes.industry, { signal }),
    staleTime: Infinity,
  })
}

export function companySizesQueryOptions() {
  return queryOptions({
    queryKey: ['dropdown', 'size'] as const,
    queryFn: ({ signal }) => apiRequest(dropdownRoutes.size, { signal }),
    staleTime: Infinity,
  })
}

export function useSignupOptions() {
  const industries = useQuery(industriesQueryOptions())
  const sizes = useQuery(companySizesQueryOptions())
  return { industries, sizes }
}
