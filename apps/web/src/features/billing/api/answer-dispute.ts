import { useMutation, useQueryClient } from '@tanstack/react-query'
import { disputeRoutes, type DisputeAnswerBody } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { disputeQueryKeys } from './dispute-query-keys'

export function answerDispute({ id, body }: { id: string; body: DisputeAnswerBody }) {
  return apiRequest(disputeRoutes.answer, { params: { id }, body })
}

export function useAnswerDispute() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...disputeQueryKeys.all, 'answer'],
    mutationFn: answerDispute,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: disputeQueryKeys.all }),
  })
}
