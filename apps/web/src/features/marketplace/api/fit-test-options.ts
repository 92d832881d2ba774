import { queryOptions, useQuery } from '@tanstack/react-query'
import { secretShareQueryRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { marketplaceQueryKeys } from './marketplace-query-keys'

export function fitTestOptionsQuery(productId: string) {
  return queryOptions({
    queryKey: marketplaceQueryKeys.fitTest(productId),
    queryFn: ({ signal }) =>
      apiRequest(secretShareQueryRoutes.fitTestOptions, { params: { id: productId }, signal }),
    // Tries left change by the day and with every test; always ask again.
    staleTime: 0,
  })
}

/** The product's identifier columns, the company's lists and today's tries left. */
export function useFitTestOptions(productId: string, isEnabled: boolean) {
  return useQuery({ ...fitTestOptionsQuery(productId), enabled: isEnabled })
}
