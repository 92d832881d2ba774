import { queryOptions, useQuery } from '@tanstack/react-query'
import { secretShareQueryRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { productsQueryKeys } from './products-query-keys'

export function productPrivacyBudgetQueryOptions(id: string) {
  return queryOptions({
    queryKey: productsQueryKeys.privacyBudget(id),
    queryFn: ({ signal }) => apiRequest(secretShareQueryRoutes.providerBudget, { params: { id }, signal }),
  })
}

/** A secret-share product's monthly privacy budget per buyer company and each buyer's use this month. */
export function useProductPrivacyBudget(id: string) {
  return useQuery(productPrivacyBudgetQueryOptions(id))
}
