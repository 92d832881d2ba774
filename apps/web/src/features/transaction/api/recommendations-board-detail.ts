import { queryOptions, useQuery } from '@tanstack/react-query'
import { recommendationsRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { recommendationsQueryKeys } from './recommendations-query-keys'

export function boardRecommendationQueryOptions(id: string) {
  return queryOptions({
    queryKey: recommendationsQueryKeys.boardDetail(id),
    queryFn: ({ signal }) => apiRequest(recommendationsRoutes.providerDetail, { params: { id }, signal }),
    retry: false,
  })
}

export function useBoardRecommendation(id: string | null) {
  return useQuery({ ...boardRecommendationQueryOptions(id ?? ''), enabled: id !== null })
}
