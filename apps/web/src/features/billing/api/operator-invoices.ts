import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { operatorBillingRoutes, type OperatorInvoiceListQuery } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { billingQueryKeys } from './billing-query-keys'

/** Every tenant's issued invoices, for the operator console. */
export function operatorInvoicesQueryOptions(query: OperatorInvoiceListQuery) {
  return queryOptions({
    queryKey: billingQueryKeys.operatorInvoices(query),
    queryFn: ({ signal }) => apiRequest(operatorBillingRoutes.invoices, { query, signal }),
    placeholderData: keepPreviousData,
  })
}

export function useOperatorInvoices(query: OperatorInvoiceListQuery) {
  return useQuery(operatorInvoicesQueryOptions(query))
}
