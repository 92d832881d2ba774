import { useMutation, useQueryClient, type MutationFunction } from '@tanstack/react-query'
import type { Product } from '@lumbung/contract'
import { productsQueryKeys } from './products-query-keys'

/** A change to one product: its new detail is cached, and every list and history is refetched. */
export function useProductMutation<Input>(name: string, mutationFn: MutationFunction<Product, Input>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['products', name],
    mutationFn,
    onSuccess: async (product) => {
      queryClient.setQueryData(productsQueryKeys.detail(product.id), product)
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: productsQueryKeys.lists }),
        queryClient.invalidateQueries({ queryKey: productsQueryKeys.history(product.id) }),
      ])
    },
  })
}
