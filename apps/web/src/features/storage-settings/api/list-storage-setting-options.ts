import { queryOptions, useQuery } from '@tanstack/react-query'
import { storageSettingDropdownRoutes, type UserType } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { storageSettingsQueryKeys } from './storage-settings-query-keys'

/** The side's connected storage settings, for picking a file from a bucket. */
export function storageSettingOptionsQueryOptions(userType: UserType) {
  return queryOptions({
    queryKey: storageSettingsQueryKeys.options(userType),
    queryFn: ({ signal }) =>
      apiRequest(storageSettingDropdownRoutes.storageSettings, {
        query: { user_type: userType, connected_only: 'true' },
        signal,
      }),
  })
}

export function useStorageSettingOptions(userType: UserType) {
  return useQuery(storageSettingOptionsQueryOptions(userType))
}
