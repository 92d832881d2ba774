import { useMutation, useQueryClient } from '@tanstack/react-query'
import { datasetsRoutes, type DatasetListItem } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { datasetsQueryKeys } from './datasets-query-keys'

export function deleteDataset({ id, data_type }: Pick<DatasetListItem, 'id' | 'data_type'>) {
  if (data_type === 'API')
    return apiRequest(datasetsRoutes.apiDelete, { params: { userType: 'provider', id } })
  if (data_type === 'FILE') return apiRequest(datasetsRoutes.fileDelete, { params: { id } })
  return apiRequest(datasetsRoutes.secretShareDelete, { params: { id } })
}

export function useDeleteDataset() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['datasets', 'delete'],
    mutationFn: deleteDataset,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: datasetsQueryKeys.all })
    },
  })
}
