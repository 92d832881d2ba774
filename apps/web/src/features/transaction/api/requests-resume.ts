import { transactionRequestsRoutes, type PurchaseAccessResumeBody } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { useRequestMutation } from './requests-mutation'

export function resumePurchase(body: PurchaseAccessResumeBody) {
  return apiRequest(transactionRequestsRoutes.resume, { body })
}

export function useResumePurchase() {
  return useRequestMutation('provider', 'resume', resumePurchase)
}
