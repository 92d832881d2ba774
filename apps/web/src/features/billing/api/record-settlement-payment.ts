import { useMutation, useQueryClient } from '@tanstack/react-query'
import { operatorBillingRoutes, type BillingPaymentBody } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { billingQueryKeys } from './billing-query-keys'

export function recordSettlementPayment({ id, body }: { id: string; body: BillingPaymentBody }) {
  return apiRequest(operatorBillingRoutes.paySettlement, { params: { id }, body })
}

export function useRecordSettlementPayment() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...billingQueryKeys.all, 'pay-settlement'],
    mutationFn: recordSettlementPayment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingQueryKeys.all }),
  })
}
