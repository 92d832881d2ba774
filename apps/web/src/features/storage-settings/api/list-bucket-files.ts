import { queryOptions, useQuery } from '@tanstack/react-query'
import { storageSettingDropdownRoutes, type UserType } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { storageSettingsQueryKeys } from './storage-settings-query-keys'

/** Files in a bucket, optionally under a prefix. */
export function bucketFilesQueryOptions(
  userType: UserType,
  storageSettingId: string,
  bucket: string,
  prefix: string,
) {
  return queryOptions({
    queryKey: storageSettingsQueryKeys.files(userType, storageSettingId, bucket, prefix),
    queryFn: ({ signal }) =>
      apiRequest(storageSettingDropdownRoutes.bucketFile, {
        query: {
          user_type: userType,
          storage_setting_id: storageSettingId,
          bucket,
          prefix: prefix || undefined,
        },
        signal,
      }),
    enabled: storageSettingId !== '' && bucket !== '',
    retry: false,
  })
}

export function useBucketFiles(userType: UserType, storageSettingId: string, bucket: string, prefix: string) {
  return useQuery(bucketFilesQueryOptions(userType, storageSettingId, bucket, prefix))
}
