import { transactionRequestsRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { useRequestMutation } from './requests-mutation'

export function approveRequest(transactionNo: string) {
  return apiRequest(transactionRequestsRoutes.approve, { body: { transaction_no: transactionNo } })
}

export function useApproveRequest() {
  return useRequestMutation('provider', 'approve', approveRequest)
}
