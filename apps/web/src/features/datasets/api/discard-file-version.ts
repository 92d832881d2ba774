import { useMutation, useQueryClient } from '@tanstack/react-query'
import { datasetVersionRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { datasetsQueryKeys } from './datasets-query-keys'

export function discardFileVersion({ versionId }: { datasetId: string; versionId: string }) {
  return apiRequest(datasetVersionRoutes.discard, { params: { id: versionId } })
}

export function useDiscardFileVersion() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['datasets', 'file', 'version', 'discard'],
    mutationFn: discardFileVersion,
    onSuccess: (_answer, { datasetId }) =>
      queryClient.invalidateQueries({ queryKey: datasetsQueryKeys.versions(datasetId) }),
  })
}
