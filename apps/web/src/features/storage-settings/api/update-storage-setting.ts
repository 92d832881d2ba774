import { useMutation, useQueryClient } from '@tanstack/react-query'
import { storageSettingRoutes, type StorageSettingUpdateBody, type UserType } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { storageSettingsQueryKeys } from './storage-settings-query-keys'

export function updateStorageSetting(userType: UserType, body: StorageSettingUpdateBody) {
  return apiRequest(storageSettingRoutes[userType].update, { body })
}

export function useUpdateStorageSetting(userType: UserType) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['storage-settings', userType, 'update'],
    mutationFn: (body: StorageSettingUpdateBody) => updateStorageSetting(userType, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storageSettingsQueryKeys.all(userType) }),
  })
}
