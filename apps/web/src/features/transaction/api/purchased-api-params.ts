import { queryOptions, useQuery } from '@tanstack/react-query'
import { purchasedRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { purchasedQueryKeys } from './purchased-query-keys'

/** The input fields of an API product the company can call now (api-params); empty when it cannot. */
export function purchasedApiParamsQueryOptions(productId: string) {
  return queryOptions({
    queryKey: purchasedQueryKeys.apiParams(productId),
    queryFn: ({ signal }) =>
      apiRequest(purchasedRoutes.apiParams, { query: { product_id: productId }, signal }),
  })
}

export function usePurchasedApiParams(productId: string | undefined) {
  return useQuery({ ...purchasedApiParamsQueryOptions(productId ?? ''), enabled: !!productId })
}
