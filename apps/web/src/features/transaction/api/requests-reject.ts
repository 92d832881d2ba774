import { transactionRequestsRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { useRequestMutation } from './requests-mutation'

export function rejectRequest(body: { transaction_no: string; reason: string }) {
  return apiRequest(transactionRequestsRoutes.reject, { body })
}

export function useRejectRequest() {
  return useRequestMutation('provider', 'reject', rejectRequest)
}
