import { queryOptions, useQuery } from '@tanstack/react-query'
import { billingRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { billingQueryKeys } from './billing-query-keys'

/** One month's settlement (or the running month's statement) with what each consumer was billed. */
export function providerStatementQueryOptions(period: string) {
  return queryOptions({
    queryKey: billingQueryKeys.providerStatement(period),
    queryFn: ({ signal }) => apiRequest(billingRoutes.providerStatement, { query: { period }, signal }),
  })
}

export function useProviderStatement(period: string) {
  return useQuery(providerStatementQueryOptions(period))
}
