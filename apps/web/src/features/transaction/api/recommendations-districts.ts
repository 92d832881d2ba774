import { queryOptions, useQuery } from '@tanstack/react-query'
import { dropdownRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { recommendationsQueryKeys } from './recommendations-query-keys'

export function districtsQueryOptions(province: string) {
  return queryOptions({
    queryKey: recommendationsQueryKeys.reference('district', province),
    queryFn: ({ signal }) => apiRequest(dropdownRoutes.district, { query: { province }, signal }),
    staleTime: Infinity,
  })
}

/** Nothing is asked until a province is chosen. */
export function useDistricts(province: string | null) {
  return useQuery({ ...districtsQueryOptions(province ?? ''), enabled: Boolean(province) })
}
