import { transactionRequestsRoutes, type PurchaseAccessChangeBody } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { useRequestMutation } from './requests-mutation'

export function suspendPurchase(body: PurchaseAccessChangeBody) {
  return apiRequest(transactionRequestsRoutes.suspend, { body })
}

export function useSuspendPurchase() {
  return useRequestMutation('provider', 'suspend', suspendPurchase)
}
