import type { QueryClient } from '@tanstack/react-query'
import type { ListApiSettingQuery } from '@lumbung/contract'

/** Every cached API-setting answer lives under one root, so any change refreshes lists and details alike. */
export const apiSettingsQueryKeys = {
  all: ['api-settings'] as const,
  lists: ['api-settings', 'list'] as const,
  list: (query: Partial<ListApiSettingQuery>) => ['api-settings', 'list', query] as const,
  detail: (id: string) => ['api-settings', 'detail', id] as const,
  /** The settings an API dataset may call through, as the dataset form offers them. */
  authSettings: ['api-settings', 'auth-settings'] as const,
  /** The embedded demo's own upstream, shown beside the settings. */
  demoUpstream: ['api-settings', 'demo-upstream'] as const,
}

/** After a change: the settings list, and the dataset form's offer of them. */
export function invalidateApiSettingLists(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: apiSettingsQueryKeys.lists }),
    queryClient.invalidateQueries({ queryKey: apiSettingsQueryKeys.authSettings }),
  ])
}
