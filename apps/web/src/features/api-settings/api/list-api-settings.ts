import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiSettingsRoutes, type ListApiSettingQuery } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { apiSettingsQueryKeys } from './api-settings-query-keys'

export function apiSettingsListQueryOptions(query: ListApiSettingQuery) {
  return queryOptions({
    queryKey: apiSettingsQueryKeys.list(query),
    queryFn: ({ signal }) => apiRequest(apiSettingsRoutes.list, { query, signal }),
    // Paging and searching keep the previous rows on screen instead of flashing empty.
    placeholderData: keepPreviousData,
  })
}

export function useApiSettings(query: ListApiSettingQuery) {
  return useQuery(apiSettingsListQueryOptions(query))
}
