import { useMutation, useQueryClient } from '@tanstack/react-query'
import { recommendationsRoutes, type RecommendationStatusBody } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { operatorQueryKey } from './operator-query-keys'

export function changeDataNeedStatus({ id, body }: { id: string; body: RecommendationStatusBody }) {
  return apiRequest(recommendationsRoutes.operatorStatus, { params: { id }, body })
}

export function useChangeDataNeedStatus() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...operatorQueryKey, 'data-need-status'],
    mutationFn: changeDataNeedStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorQueryKey }),
  })
}
