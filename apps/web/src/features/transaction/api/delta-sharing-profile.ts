import { useMutation, useQueryClient } from '@tanstack/react-query'
import { deltaSharingProfileRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { deltaSharingQueryKeys } from './delta-sharing-query-keys'

/** A new profile of the company: the answer is the only place its bearer token appears. */
export function useDeltaSharingProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['delta-sharing', 'profile'],
    mutationFn: (transactionNo: string) =>
      apiRequest(deltaSharingProfileRoutes.profile, { params: { transaction_no: transactionNo } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deltaSharingQueryKeys.tokens }),
  })
}
