import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { recommendationsRoutes, type RecommendationListQuery } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { operatorQueryKey } from './operator-query-keys'

export function dataNeedsQueryOptions(query: RecommendationListQuery) {
  return queryOptions({
    queryKey: [...operatorQueryKey, 'data-needs', query] as const,
    queryFn: ({ signal }) => apiRequest(recommendationsRoutes.operatorList, { query, signal }),
    placeholderData: keepPreviousData,
  })
}

export function useDataNeeds(query: RecommendationListQuery) {
  return useQuery(dataNeedsQueryOptions(query))
}
