import { transactionRequestsRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { useRequestMutation } from './requests-mutation'

export interface AcceptTermsInput {
  transactionNo: string
  /** The revision the consumer read; a newer one is refused until read. */
  revisionNo: number
}

export function acceptRequestTerms({ transactionNo, revisionNo }: AcceptTermsInput) {
  return apiRequest(transactionRequestsRoutes.accept, {
    params: { transaction_no: transactionNo },
    body: { revision_no: revisionNo },
  })
}

export function useAcceptRequestTerms() {
  return useRequestMutation('consumer', 'accept', acceptRequestTerms)
}
