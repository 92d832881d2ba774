import type { UserType } from '@lumbung/contract'

/** Every cached data-asset answer lives under one root per side. */
export const dataAssetsQueryKeys = {
  all: (userType: UserType) => ['data-assets', userType] as const,
  list: (userType: UserType, query: object) => ['data-assets', userType, 'list', query] as const,
  detail: (userType: UserType, id: string) => ['data-assets', userType, 'detail', id] as const,
}
