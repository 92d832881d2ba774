import { queryOptions, useQuery } from '@tanstack/react-query'
import { dropdownRoutes } from '@lumbung/contract'
import { apiRequest } from '../api-client'
import { dropdownQueryKeys, referenceStaleTime } from './dropdown-query-keys'

export function provincesQueryOptions() {
  return queryOptions({
    queryKey: dropdownQueryKeys.province,
    queryFn: ({ signal }) => apiRequest(dropdownRoutes.province, { signal }),
    staleTime: referenceStaleTime,
  })
}

export function useProvinces() {
  return useQuery(provincesQueryOptions())
}
