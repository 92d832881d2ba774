import { useMutation, useQueryClient } from '@tanstack/react-query'
import { datasetVersionRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { datasetsQueryKeys } from './datasets-query-keys'

/**
 * The dataset id first, then the file, so the server reads the form before the file streams in; with
 * the provider's answer about the file when the server asked (import the good rows, which sheet).
 */
export function uploadFileVersion({
  datasetId,
  file,
  skipBadRows = false,
  sheetName,
}: {
  datasetId: string
  file: File
  skipBadRows?: boolean
  sheetName?: string
}) {
  const form = new FormData()
  form.append('id', datasetId)
  if (skipBadRows) form.append('skip_bad_rows', 'true')
  if (sheetName) form.append('sheet_name', sheetName)
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
