import { queryOptions, useQuery } from '@tanstack/react-query'
import { recommendationsRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { operatorQueryKey } from './operator-query-keys'

export function dataNeedQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...operatorQueryKey, 'data-need', id] as const,
    queryFn: ({ signal }) => apiRequest(recommendationsRoutes.operatorDetail, { params: { id }, signal }),
    retry: false,
  })
}

export function useDataNeed(id: string) {
  return useQuery(dataNeedQueryOptions(id))
}
