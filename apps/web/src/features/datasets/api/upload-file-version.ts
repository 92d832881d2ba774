import { useMutation, useQueryClient } from '@tanstack/react-query'
import { datasetVersionRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { datasetsQueryKeys } from './datasets-query-keys'

/** The dataset id first, then the file, so the server reads the form before the file streams in. */
export function uploadFileVersion({ datasetId, file }: { datasetId: string; file: File }) {
  const form = new FormData()
  form.append('id', datasetId)
  form.append('file', file)
  return apiRequest(datasetVersionRoutes.upload, { body: form })
}

export function useUploadFileVersion() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['datasets', 'file', 'version', 'upload'],
    mutationFn: uploadFileVersion,
    onSuccess: (version) =>
      queryClient.invalidateQueries({ queryKey: datasetsQueryKeys.versions(version.dataset_id) }),
  })
}
