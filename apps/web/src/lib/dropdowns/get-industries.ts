import { queryOptions, useQuery } from '@tanstack/react-query'
import { dropdownRoutes } from '@lumbung/contract'
import { apiRequest } from '../api-client'
import { dropdownQueryKeys, referenceStaleTime } from './dropdown-query-keys'

export function industriesQueryOptions() {
  return queryOptions({
    queryKey: dropdownQueryKeys.industry,
    queryFn: ({ signal }) => apiRequest(dropdownRoutes.industry, { signal }),
    staleTime: referenceStaleTime,
  })
}

export function useIndustries() {
  return useQuery(industriesQueryOptions())
}
