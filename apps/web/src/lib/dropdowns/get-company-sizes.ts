import { queryOptions, useQuery } from '@tanstack/react-query'
import { dropdownRoutes } from '@lumbung/contract'
import { apiRequest } from '../api-client'
import { dropdownQueryKeys, referenceStaleTime } from './dropdown-query-keys'

export function companySizesQueryOptions() {
  return queryOptions({
    queryKey: dropdownQueryKeys.size,
    queryFn: ({ signal }) => apiRequest(dropdownRoutes.size, { signal }),
    staleTime: referenceStaleTime,
  })
}

export function useCompanySizes() {
  return useQuery(companySizesQueryOptions())
}
