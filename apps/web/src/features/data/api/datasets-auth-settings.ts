import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiSettingsRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'

export function datasetsAuthSettingsQueryOptions() {
  return queryOptions({
    queryKey: ['datasets', 'auth-settings'] as const,
    queryFn: ({ signal }) => apiRequest(apiSettingsRoutes.authSettings, { signal }),
  })
}

/** The API settings an API dataset may call through. */
export function useDatasetsAuthSettings() {
  return useQuery(datasetsAuthSettingsQueryOptions())
}
