import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { recommendationsRoutes, type RecommendationListQuery } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { recommendationsQueryKeys } from './recommendations-query-keys'

export function boardRecommendationsQueryOptions(query: RecommendationListQuery) {
  return queryOptions({
    queryKey: recommendationsQueryKeys.boardList(query),
    queryFn: ({ signal }) => apiRequest(recommendationsRoutes.providerList, { query, signal }),
    placeholderData: keepPreviousData,
  })
}

export function useBoardRecommendations(query: RecommendationListQuery) {
  return useQuery(boardRecommendationsQueryOptions(query))
}
