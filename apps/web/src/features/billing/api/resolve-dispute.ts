import { useMutation, useQueryClient } from '@tanstack/react-query'
import { operatorDisputeRoutes, type DisputeResolveBody } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { billingQueryKeys } from './billing-query-keys'

export function resolveDispute({ id, body }: { id: string; body: DisputeResolveBody }) {
  return apiRequest(operatorDisputeRoutes.resolve, { params: { id }, body })
}

export function useResolveDispute() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...billingQueryKeys.all, 'resolve-dispute'],
    mutationFn: resolveDispute,
    // A credit changes what is owed: every billing answer is refreshed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingQueryKeys.all }),
  })
}
