import { queryOptions, useQuery } from '@tanstack/react-query'
import { dropdownRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { recommendationsQueryKeys } from './recommendations-query-keys'

export function subdistrictsQueryOptions(district: string) {
  return queryOptions({
    queryKey: recommendationsQueryKeys.reference('subdistrict', district),
    queryFn: ({ signal }) => apiRequest(dropdownRoutes.subdistrict, { query: { district }, signal }),
    staleTime: Infinity,
  })
}

/** Nothing is asked until a district is chosen. */
export function useSubdistricts(district: string | null) {
  return useQuery({ ...subdistrictsQueryOptions(district ?? ''), enabled: Boolean(district) })
}
