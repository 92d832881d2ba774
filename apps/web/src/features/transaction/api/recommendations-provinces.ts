import { queryOptions, useQuery } from '@tanstack/react-query'
import { dropdownRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { recommendationsQueryKeys } from './recommendations-query-keys'

export function provincesQueryOptions() {
  return queryOptions({
    queryKey: recommendationsQueryKeys.reference('province'),
    queryFn: ({ signal }) => apiRequest(dropdownRoutes.province, { signal }),
    staleTime: Infinity,
  })
}

export function useProvinces() {
  return useQuery(provincesQueryOptions())
}
