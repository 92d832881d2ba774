import { useMutation, useQueryClient } from '@tanstack/react-query'
import { dataAssetRoutes, type UserType } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { dataAssetsQueryKeys } from './data-assets-query-keys'

export function deleteDataAsset(userType: UserType, id: string) {
  return apiRequest(dataAssetRoutes[userType].delete, { params: { id } })
}

export function useDeleteDataAsset(userType: UserType) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['data-assets', userType, 'delete'],
    mutationFn: (id: string) => deleteDataAsset(userType, id),
    onSuccess: async (_data, id) => {
      queryClient.removeQueries({ queryKey: dataAssetsQueryKeys.detail(userType, id) })
      await queryClient.invalidateQueries({ queryKey: dataAssetsQueryKeys.all(userType) })
    },
  })
}
