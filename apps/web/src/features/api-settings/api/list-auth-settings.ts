import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiSettingsRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { apiSettingsQueryKeys } from './api-settings-query-keys'

export function authSettingsQueryOptions() {
  return queryOptions({
    queryKey: apiSettingsQueryKeys.authSettings,
    queryFn: ({ signal }) => apiRequest(apiSettingsRoutes.authSettings, { signal }),
  })
}

/** The API settings an API dataset may call through. */
export function useAuthSettings() {
  return useQuery(authSettingsQueryOptions())
}
