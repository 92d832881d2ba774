import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { storageSettingRoutes, type UserType } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { storageSettingsQueryKeys } from './storage-settings-query-keys'

export interface StorageSettingsListQuery {
  page: number
  limit: number
  search?: string | undefined
}

export function storageSettingsListQueryOptions(userType: UserType, query: StorageSettingsListQuery) {
  return queryOptions({
    queryKey: storageSettingsQueryKeys.list(userType, query),
    queryFn: ({ signal }) => apiRequest(storageSettingRoutes[userType].list, { query, signal }),
    placeholderData: keepPreviousData,
  })
}

export function useStorageSettings(userType: UserType, query: StorageSettingsListQuery) {
  return useQuery(storageSettingsListQueryOptions(userType, query))
}
