import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { recommendationsRoutes, type RecommendationListQuery } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { recommendationsQueryKeys } from './recommendations-query-keys'

export function consumerRecommendationsQueryOptions(query: RecommendationListQuery) {
  return queryOptions({
    queryKey: recommendationsQueryKeys.consumerList(query),
    queryFn: ({ signal }) => apiRequest(recommendationsRoutes.consumerList, { query, signal }),
    placeholderData: keepPreviousData,
  })
}

export function useConsumerRecommendations(query: RecommendationListQuery) {
  return useQuery(consumerRecommendationsQueryOptions(query))
}
