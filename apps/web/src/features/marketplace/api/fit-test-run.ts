import { useMutation, useQueryClient } from '@tanstack/react-query'
import { secretShareQueryRoutes, type FitTestInput } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { marketplaceQueryKeys } from './marketplace-query-keys'

/** One fit test; every try, refused ones included, changes the tries left, so the options are read again. */
export function useRunFitTest(productId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['marketplace', 'fit-test-run', productId],
    mutationFn: (body: FitTestInput) =>
      apiRequest(secretShareQueryRoutes.fitTest, { params: { id: productId }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: marketplaceQueryKeys.fitTest(productId) }),
  })
}
