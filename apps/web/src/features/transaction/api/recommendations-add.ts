import { useMutation, useQueryClient } from '@tanstack/react-query'
import { recommendationsRoutes, type RecommendationAddInput } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { recommendationsQueryKeys } from './recommendations-query-keys'

export function addRecommendation(body: RecommendationAddInput) {
  return apiRequest(recommendationsRoutes.add, { body })
}

export function useAddRecommendation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['recommendations', 'add'],
    mutationFn: addRecommendation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recommendationsQueryKeys.all }),
  })
}
