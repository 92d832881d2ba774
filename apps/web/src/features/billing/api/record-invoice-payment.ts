import { useMutation, useQueryClient } from '@tanstack/react-query'
import { operatorBillingRoutes, type BillingPaymentBody } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { billingQueryKeys } from './billing-query-keys'

export function recordInvoicePayment({ id, body }: { id: string; body: BillingPaymentBody }) {
  return apiRequest(operatorBillingRoutes.payInvoice, { params: { id }, body })
}

export function useRecordInvoicePayment() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...billingQueryKeys.all, 'pay-invoice'],
    mutationFn: recordInvoicePayment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingQueryKeys.all }),
  })
}
