import { useMutation, useQueryClient } from '@tanstack/react-query'
import { storageSettingRoutes, type StorageSettingAddBody, type UserType } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { storageSettingsQueryKeys } from './storage-settings-query-keys'

export function addStorageSetting(userType: UserType, body: StorageSettingAddBody) {
  return apiRequest(storageSettingRoutes[userType].add, { body })
}

export function useAddStorageSetting(userType: UserType) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['storage-settings', userType, 'add'],
    mutationFn: (body: StorageSettingAddBody) => addStorageSetting(userType, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storageSettingsQueryKeys.all(userType) }),
  })
}
