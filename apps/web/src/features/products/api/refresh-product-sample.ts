import { useMutation, useQueryClient } from '@tanstack/react-query'
import { productsRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { productsQueryKeys } from './products-query-keys'

export function refreshProductSample(id: string) {
  return apiRequest(productsRoutes.refreshSample, { params: { id } })
}

/**
 * Makes the sample again from the dataset's current version; the answer is the new status, and the
 * product itself (its sample data and file) and its history are read again.
 */
export function useRefreshProductSample() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['products', 'refresh-sample'],
    mutationFn: refreshProductSample,
    onSuccess: async (status) => {
      queryClient.setQueryData(productsQueryKeys.sampleStatus(status.product_id), status)
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: productsQueryKeys.detail(status.product_id) }),
        queryClient.invalidateQueries({ queryKey: productsQueryKeys.history(status.product_id) }),
      ])
    },
  })
}
