import { useMutation, useQueryClient } from '@tanstack/react-query'
import { datasetsRoutes, type TryApiDatasetBody } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { datasetsQueryKeys } from './datasets-query-keys'

export function tryApiDataset(body: TryApiDatasetBody) {
  return apiRequest(datasetsRoutes.apiTry, { params: { userType: 'provider' }, body })
}

/** "Try it": one real upstream call; with an id the answer becomes the stored response sample. */
export function useTryApiDataset() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['datasets', 'api', 'try'],
    mutationFn: tryApiDataset,
    onSuccess: async (_result, body) => {
      const id = (body as { id?: string }).id
      if (id) await queryClient.invalidateQueries({ queryKey: datasetsQueryKeys.detail('api', id) })
    },
  })
}
