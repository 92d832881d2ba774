import { useMutation, useQueryClient, type MutationFunction } from '@tanstack/react-query'
import type { TransactionRequestDetail, UserType } from '@lumbung/contract'
import { requestsQueryKeys } from './requests-query-keys'

/** A change to one request: its new detail is cached, and every list, count and dropdown is refetched. */
export function useRequestMutation<Input>(
  side: UserType,
  name: string,
  mutationFn: MutationFunction<TransactionRequestDetail, Input>,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['transaction-requests', name],
    mutationFn,
    onSuccess: async (detail) => {
      queryClient.setQueryData(requestsQueryKeys.detail(side, detail.transaction_no), detail)
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['transaction-requests', 'list'] }),
        queryClient.invalidateQueries({ queryKey: ['transaction-requests', 'summary'] }),
        queryClient.invalidateQueries({ queryKey: ['transaction-requests', 'dropdown'] }),
      ])
    },
  })
}
