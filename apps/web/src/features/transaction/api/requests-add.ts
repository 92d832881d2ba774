import { transactionRequestsRoutes, type TransactionRequestAddBody } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { useRequestMutation } from './requests-mutation'

export function addRequest(body: TransactionRequestAddBody) {
  return apiRequest(transactionRequestsRoutes.add, { body })
}

export function useAddRequest() {
  return useRequestMutation('consumer', 'add', addRequest)
}
