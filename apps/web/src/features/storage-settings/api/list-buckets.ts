import { queryOptions, useQuery } from '@tanstack/react-query'
import { storageSettingDropdownRoutes, type UserType } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { storageSettingsQueryKeys } from './storage-settings-query-keys'

/** Buckets reachable through a storage setting's stored credentials. */
export function storageSettingBucketsQueryOptions(userType: UserType, storageSettingId: string) {
  return queryOptions({
    queryKey: storageSettingsQueryKeys.buckets(userType, storageSettingId),
    queryFn: ({ signal }) =>
      apiRequest(storageSettingDropdownRoutes.gcsBucket, {
        query: { user_type: userType, storage_setting_id: storageSettingId },
        signal,
      }),
    enabled: storageSettingId !== '',
    retry: false,
  })
}

export function useStorageSettingBuckets(userType: UserType, storageSettingId: string) {
  return useQuery(storageSettingBucketsQueryOptions(userType, storageSettingId))
}
