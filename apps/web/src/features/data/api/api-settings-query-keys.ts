import type { ListApiSettingQuery } from '@lumbung/contract'

/** Every cached API-setting answer lives under one root, so any change refreshes lists and details alike. */
export const apiSettingsQueryKeys = {
  all: ['api-settings'] as const,
  list: (query: Partial<ListApiSettingQuery>) => ['api-settings', 'list', query] as const,
  detail: (id: string) => ['api-settings', 'detail', id] as const,
}
