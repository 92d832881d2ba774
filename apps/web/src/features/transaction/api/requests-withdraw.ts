import { transactionRequestsRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { useRequestMutation } from './requests-mutation'

export function withdrawRequest(transactionNo: string) {
  return apiRequest(transactionRequestsRoutes.withdraw, { params: { transaction_no: transactionNo } })
}

export function useWithdrawRequest() {
  return useRequestMutation('consumer', 'withdraw', withdrawRequest)
}
