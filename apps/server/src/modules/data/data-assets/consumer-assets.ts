import type { DataAssetsRepository } from './data-assets.repository'

/**
 * For the areas that run a purchase over a consumer's file (file-to-API, secret-share queries): the
 * tenant's consumer-side data assets, never the provider side's.
 */
export function createConsumerAssets(assets: DataAssetsRepository) {
  const scopeOf = (tenantId: string) => ({ tenantId, userType: 'consumer' as const })
  return {
    find: (tenantId: string, id: string) => assets.find(scopeOf(tenantId), id),
    listReady: (tenantId: string, limit: number) => assets.readyWithColumns(scopeOf(tenantId), limit),
  }
}
export type ConsumerAssets = ReturnType<typeof createConsumerAssets>
