import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiSettingsRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { apiSettingsQueryKeys } from './api-settings-query-keys'

export function apiSettingQueryOptions(id: string) {
  return queryOptions({
    queryKey: apiSettingsQueryKeys.detail(id),
    queryFn: ({ signal }) => apiRequest(apiSettingsRoutes.detail, { params: { id }, signal }),
    retry: false,
  })
}

export function useApiSetting(id: string) {
  return useQuery(apiSettingQueryOptions(id))
}
