import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { spendCapRoutes, type SpendCapsBody } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { billingQueryKeys } from './billing-query-keys'

/** The company's spend caps, its purchased products and this month's spend. */
export function spendCapsQueryOptions() {
  return queryOptions({
    queryKey: billingQueryKeys.spendCaps,
    queryFn: ({ signal }) => apiRequest(spendCapRoutes.spendCaps, { signal }),
  })
}

export function useSpendCaps() {
  return useQuery(spendCapsQueryOptions())
}

export function useSaveSpendCaps() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...billingQueryKeys.spendCaps, 'save'],
    mutationFn: (body: SpendCapsBody) => apiRequest(spendCapRoutes.saveSpendCaps, { body }),
    onSuccess: (settings) => {
      queryClient.setQueryData(billingQueryKeys.spendCaps, settings)
      return queryClient.invalidateQueries({ queryKey: billingQueryKeys.spendStatus })
    },
  })
}
