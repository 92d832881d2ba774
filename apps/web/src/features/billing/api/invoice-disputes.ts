import { queryOptions, useQuery } from '@tanstack/react-query'
import { disputeRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { disputeQueryKeys } from './dispute-query-keys'

/** The disputes of one issued invoice of the caller's company, each with its history. */
export function invoiceDisputesQueryOptions(invoiceId: string) {
  return queryOptions({
    queryKey: disputeQueryKeys.ofInvoice(invoiceId),
    queryFn: ({ signal }) =>
      apiRequest(disputeRoutes.consumerList, { query: { invoice_id: invoiceId }, signal }),
  })
}

export function useInvoiceDisputes(invoiceId: string | null) {
  return useQuery({ ...invoiceDisputesQueryOptions(invoiceId ?? ''), enabled: invoiceId !== null })
}
