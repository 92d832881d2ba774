import { queryOptions, useQuery } from '@tanstack/react-query'
import { dropdownRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { recommendationsQueryKeys } from './recommendations-query-keys'

/** Reference lists never change while the app runs. */
const forever = { staleTime: Infinity, gcTime: Infinity } as const

export function industriesQueryOptions() {
  return queryOptions({
    queryKey: recommendationsQueryKeys.reference('industry'),
    queryFn: ({ signal }) => apiRequest(dropdownRoutes.industry, { signal }),
    ...forever,
  })
}

export function useIndustries() {
  return useQuery(industriesQueryOptions())
}
