import { queryOptions, useQuery } from '@tanstack/react-query'
import { billingRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { billingQueryKeys } from './billing-query-keys'

/** One month's invoice with its lines: issued, or the estimate while the month runs. */
export function consumerInvoiceQueryOptions(period: string) {
  return queryOptions({
    queryKey: billingQueryKeys.consumerInvoice(period),
    queryFn: ({ signal }) => apiRequest(billingRoutes.consumerInvoice, { query: { period }, signal }),
  })
}

export function useConsumerInvoice(period: string) {
  return useQuery(consumerInvoiceQueryOptions(period))
}
