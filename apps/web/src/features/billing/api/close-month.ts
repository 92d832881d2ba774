import { useMutation, useQueryClient } from '@tanstack/react-query'
import { operatorBillingRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { billingQueryKeys } from './billing-query-keys'

export function closeMonth(period: string) {
  return apiRequest(operatorBillingRoutes.closeMonth, { body: { period } })
}

export function useCloseMonth() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...billingQueryKeys.all, 'close-month'],
    mutationFn: closeMonth,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingQueryKeys.all }),
  })
}
