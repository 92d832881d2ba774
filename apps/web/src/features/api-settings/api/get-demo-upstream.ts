import { useQuery } from '@tanstack/react-query'
import { apiSettingsRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { apiSettingsQueryKeys } from './api-settings-query-keys'

/** The embedded demo's own upstream (null when demo mode is off); it does not change while the server runs. */
export function useDemoUpstream() {
  return useQuery({
    queryKey: apiSettingsQueryKeys.demoUpstream,
    queryFn: ({ signal }) => apiRequest(apiSettingsRoutes.demoUpstream, { signal }),
    staleTime: Infinity,
    retry: false,
  })
}
