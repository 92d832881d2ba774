import { queryOptions, useQuery } from '@tanstack/react-query'
import { storageSettingRoutes, type UserType } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { storageSettingsQueryKeys } from './storage-settings-query-keys'

export function storageSettingDetailQueryOptions(userType: UserType, id: string) {
  return queryOptions({
    queryKey: storageSettingsQueryKeys.detail(userType, id),
    queryFn: ({ signal }) => apiRequest(storageSettingRoutes[userType].detail, { params: { id }, signal }),
  })
}

export function useStorageSetting(userType: UserType, id: string) {
  return useQuery(storageSettingDetailQueryOptions(userType, id))
}
