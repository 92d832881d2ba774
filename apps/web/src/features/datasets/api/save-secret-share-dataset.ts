import { useMutation, useQueryClient } from '@tanstack/react-query'
import { datasetsRoutes, type UpdateSecretShareDatasetBody } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { datasetsQueryKeys } from './datasets-query-keys'

export type SaveSecretShareDatasetInput =
  { form: FormData; isDraft: boolean } | { body: UpdateSecretShareDatasetBody; isDraft: boolean }

export function saveSecretShareDataset(input: SaveSecretShareDatasetInput) {
  const query = { draft: input.isDraft }
  return 'form' in input
    ? apiRequest(datasetsRoutes.secretShareAdd, { query, body: input.form })
    : apiRequest(datasetsRoutes.secretShareUpdate, { query, body: input.body })
}

export function useSaveSecretShareDataset() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['datasets', 'secret-share', 'save'],
    mutationFn: saveSecretShareDataset,
    onSuccess: async (dataset) => {
      queryClient.setQueryData(datasetsQueryKeys.detail('secret-share', dataset.id), dataset)
      await queryClient.invalidateQueries({ queryKey: datasetsQueryKeys.lists })
    },
  })
}
