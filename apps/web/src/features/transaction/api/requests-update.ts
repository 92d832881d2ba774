import { transactionRequestsRoutes, type TransactionRequestUpdateBody } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { useRequestMutation } from './requests-mutation'

export function updateRequestTerms(body: TransactionRequestUpdateBody) {
  return apiRequest(transactionRequestsRoutes.update, { body })
}

export function useUpdateRequestTerms() {
  return useRequestMutation('provider', 'update', updateRequestTerms)
}
