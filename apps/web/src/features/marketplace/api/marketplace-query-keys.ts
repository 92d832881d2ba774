import type { MarketplaceListQueryInput, MarketplaceProvidersQuery } from '@lumbung/contract'

/** Every cached marketplace answer lives under one root. */
export const marketplaceQueryKeys = {
  all: ['marketplace'] as const,
  list: (query: MarketplaceListQueryInput) => ['marketplace', 'list', query] as const,
  detail: (id: string) => ['marketplace', 'detail', id] as const,
  providers: (query: Partial<MarketplaceProvidersQuery>) => ['marketplace', 'providers', query] as const,
  provider: (id: string) => ['marketplace', 'provider', id] as const,
  fitTest: (id: string) => ['marketplace', 'fit-test', id] as const,
}
