import { useMutation, useQueryClient } from '@tanstack/react-query'
import { datasetsRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { datasetsQueryKeys } from './datasets-query-keys'

export interface SaveFileDatasetInput {
  id?: string
  /** Text fields first, then the file, so the server reads the form before the file streams in. */
  form: FormData
  isDraft: boolean
}

export function saveFileDataset({ id, form, isDraft }: SaveFileDatasetInput) {
  const query = { draft: isDraft }
  return id
    ? apiRequest(datasetsRoutes.fileUpdate, { query, body: form })
    : apiRequest(datasetsRoutes.fileAdd, { query, body: form })
}

export function useSaveFileDataset() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['datasets', 'file', 'save'],
    mutationFn: saveFileDataset,
    onSuccess: async (dataset) => {
      queryClient.setQueryData(datasetsQueryKeys.detail('file', dataset.id), dataset)
      await queryClient.invalidateQueries({ queryKey: datasetsQueryKeys.lists })
    },
  })
}
