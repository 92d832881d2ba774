import { queryOptions, useQuery } from '@tanstack/react-query'
import { dropdownRoutes } from '@lumbung/contract'
import { apiRequest } from '../api-client'
import { dropdownQueryKeys, referenceStaleTime } from './dropdown-query-keys'

export function subdistrictsQueryOptions(district: string) {
  return queryOptions({
    queryKey: dropdownQueryKeys.subdistrict(district),
    queryFn: ({ signal }) => apiRequest(dropdownRoutes.subdistrict, { query: { district }, signal }),
    staleTime: referenceStaleTime,
  })
}

/** The sub-districts of a district; waits until a district is chosen. */
export function useSubdistricts(district: string | null) {
  return useQuery({ ...subdistrictsQueryOptions(district ?? ''), enabled: !!district })
}
