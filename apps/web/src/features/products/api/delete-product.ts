import { useMutation, useQueryClient } from '@tanstack/react-query'
import { productsRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { productsQueryKeys } from './products-query-keys'

export function deleteProduct(id: string) {
  return apiRequest(productsRoutes.delete, { params: { id } })
}

export function useDeleteProduct() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['products', 'delete'],
    mutationFn: deleteProduct,
    onSuccess: async (_data, id) => {
      queryClient.removeQueries({ queryKey: productsQueryKeys.detail(id) })
      await queryClient.invalidateQueries({ queryKey: productsQueryKeys.lists })
    },
  })
}
