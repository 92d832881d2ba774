import { useMutation, useQueryClient } from '@tanstack/react-query'
import { datasetVersionRoutes, type PublishFileVersionBody } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { datasetsQueryKeys } from './datasets-query-keys'

export function publishFileVersion(body: PublishFileVersionBody) {
  return apiRequest(datasetVersionRoutes.publish, { body })
}

/** A published version is the dataset's file: its detail, lists and versions are read again. */
export function usePublishFileVersion() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['datasets', 'file', 'version', 'publish'],
    mutationFn: publishFileVersion,
    onSuccess: async (version) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: datasetsQueryKeys.versions(version.dataset_id) }),
        queryClient.invalidateQueries({ queryKey: datasetsQueryKeys.detail('file', version.dataset_id) }),
        queryClient.invalidateQueries({ queryKey: datasetsQueryKeys.lists }),
      ])
    },
  })
}
