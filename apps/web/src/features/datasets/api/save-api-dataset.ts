import { useMutation, useQueryClient } from '@tanstack/react-query'
import { datasetsRoutes, type AddApiDatasetBody } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { datasetsQueryKeys } from './datasets-query-keys'

export interface SaveApiDatasetInput {
  /** The stored dataset's id when editing. */
  id?: string
  body: AddApiDatasetBody & { status?: 'ACTIVE' | 'INACTIVE' }
  isDraft: boolean
}

export function saveApiDataset({ id, body, isDraft }: SaveApiDatasetInput) {
  const query = { draft: isDraft }
  const params = { userType: 'provider' as const }
  return id
    ? apiRequest(datasetsRoutes.apiUpdate, { params, query, body: { ...body, id } })
    : apiRequest(datasetsRoutes.apiAdd, { params, query, body })
}

export function useSaveApiDataset() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['datasets', 'api', 'save'],
    mutationFn: saveApiDataset,
    onSuccess: async (dataset) => {
      queryClient.setQueryData(datasetsQueryKeys.detail('api', dataset.id), dataset)
      await queryClient.invalidateQueries({ queryKey: datasetsQueryKeys.lists })
    },
  })
}
