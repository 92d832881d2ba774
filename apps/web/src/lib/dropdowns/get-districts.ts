import { queryOptions, useQuery } from '@tanstack/react-query'
import { dropdownRoutes } from '@lumbung/contract'
import { apiRequest } from '../api-client'
import { dropdownQueryKeys, referenceStaleTime } from './dropdown-query-keys'

export function districtsQueryOptions(province: string) {
  return queryOptions({
    queryKey: dropdownQueryKeys.district(province),
    queryFn: ({ signal }) => apiRequest(dropdownRoutes.district, { query: { province }, signal }),
    staleTime: referenceStaleTime,
  })
}

/** The districts of a province; waits until a province is chosen. */
export function useDistricts(province: string | null) {
  return useQuery({ ...districtsQueryOptions(province ?? ''), enabled: !!province })
}
