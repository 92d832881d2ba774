import { queryOptions, useQuery } from '@tanstack/react-query'
import { productsRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { productsQueryKeys } from './products-query-keys'

export function productSampleStatusQueryOptions(id: string) {
  return queryOptions({
    queryKey: productsQueryKeys.sampleStatus(id),
    queryFn: ({ signal }) => apiRequest(productsRoutes.sampleStatus, { params: { id }, signal }),
  })
}

/** Whether a file product's sample still shows the columns of its dataset's current version. */
export function useProductSampleStatus(id: string, { enabled = true } = {}) {
  return useQuery({ ...productSampleStatusQueryOptions(id), enabled })
}
