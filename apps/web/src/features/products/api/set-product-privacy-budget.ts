import { useMutation, useQueryClient } from '@tanstack/react-query'
import { secretShareQueryRoutes, type ProviderBudgetBody } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { productsQueryKeys } from './products-query-keys'

export function setProductPrivacyBudget({ id, body }: { id: string; body: ProviderBudgetBody }) {
  return apiRequest(secretShareQueryRoutes.setProviderBudget, { params: { id }, body })
}

/** Sets the monthly budget per buyer company; the answer is the new view, cached as it comes. */
export function useSetProductPrivacyBudget() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['products', 'set-privacy-budget'],
    mutationFn: setProductPrivacyBudget,
    onSuccess: (view) => queryClient.setQueryData(productsQueryKeys.privacyBudget(view.product_id), view),
  })
}
