import { useMutation, useQueryClient } from '@tanstack/react-query'
import { storageSettingRoutes, type UserType } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { storageSettingsQueryKeys } from './storage-settings-query-keys'

/** Needs a fresh login; the api client asks for the password and retries once. */
export function deleteStorageSetting(userType: UserType, id: string) {
  return apiRequest(storageSettingRoutes[userType].delete, { params: { id } })
}

export function useDeleteStorageSetting(userType: UserType) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['storage-settings', userType, 'delete'],
    mutationFn: (id: string) => deleteStorageSetting(userType, id),
    onSuccess: async (_data, id) => {
      queryClient.removeQueries({ queryKey: storageSettingsQueryKeys.detail(userType, id) })
      await queryClient.invalidateQueries({ queryKey: storageSettingsQueryKeys.all(userType) })
    },
  })
}
