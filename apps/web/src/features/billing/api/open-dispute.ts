import { useMutation, useQueryClient } from '@tanstack/react-query'
import { disputeRoutes, type DisputeOpenBody } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { disputeQueryKeys } from './dispute-query-keys'

export function openDispute(body: DisputeOpenBody) {
  return apiRequest(disputeRoutes.open, { body })
}

export function useOpenDispute() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...disputeQueryKeys.all, 'open'],
    mutationFn: openDispute,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: disputeQueryKeys.all }),
  })
}
