import { useMutation, useQueryClient } from '@tanstack/react-query'
import { recommendationsRoutes, type RecommendationRespondBody } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { recommendationsQueryKeys } from './recommendations-query-keys'

export function respondToRecommendation({ id, body }: { id: string; body: RecommendationRespondBody }) {
  return apiRequest(recommendationsRoutes.respond, { params: { id }, body })
}

export function useRespondToRecommendation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['recommendations', 'respond'],
    mutationFn: respondToRecommendation,
    onSuccess: async (detail) => {
      queryClient.setQueryData(recommendationsQueryKeys.boardDetail(detail.id), detail)
      await queryClient.invalidateQueries({ queryKey: ['recommendations', 'board', 'list'] })
    },
  })
}
