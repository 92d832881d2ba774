import { transactionRequestsRoutes, type PurchaseAccessChangeBody } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { useRequestMutation } from './requests-mutation'

export function revokePurchase(body: PurchaseAccessChangeBody) {
  return apiRequest(transactionRequestsRoutes.revoke, { body })
}

export function useRevokePurchase() {
  return useRequestMutation('provider', 'revoke', revokePurchase)
}
