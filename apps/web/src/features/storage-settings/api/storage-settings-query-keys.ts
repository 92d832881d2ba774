import type { UserType } from '@lumbung/contract'

/** Every cached storage-setting answer lives under one root per side, so a change refreshes lists, details and dropdowns. */
export const storageSettingsQueryKeys = {
  all: (userType: UserType) => ['storage-settings', userType] as const,
  list: (userType: UserType, query: object) => ['storage-settings', userType, 'list', query] as const,
  detail: (userType: UserType, id: string) => ['storage-settings', userType, 'detail', id] as const,
  options: (userType: UserType) => ['storage-settings', userType, 'options'] as const,
  buckets: (userType: UserType, id: string) => ['storage-settings', userType, 'buckets', id] as const,
  files: (userType: UserType, id: string, bucket: string, prefix: string) =>
    ['storage-settings', userType, 'files', id, bucket, prefix] as const,
}
