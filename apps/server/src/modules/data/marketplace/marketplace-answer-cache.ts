import type { MarketplaceList, MeasuredQuality } from '@lumbung/contract'
import { createVersionedCache } from './marketplace-facet-cache'
import type { MarketplaceRepository } from './marketplace.repository'

/** One viewer's answer to one search, kept until the listing changes. */
export type ListAnswer = {
  rows: Awaited<ReturnType<MarketplaceRepository['search']>>
  total: number
  facets: MarketplaceList['facets']
  /** More matches than counted: `total` is a lower bound. */
  isTotalLowerBound: boolean
  /** The facets were counted on the first matches only. */
  areFacetsLowerBounds: boolean
  quality: Map<string, MeasuredQuality>
  /** The corrected search when the words as typed found few products and it finds more. */
  didYouMean?: string
}

/**
 * The listing version moves with every change a card shows (products, and the provider's names,
 * industry, logo, description and verification: see the api_throughput migration), so an answer is
 * never older than its version; the time only bounds how long an unused answer holds memory.
 */
export const answerCacheTtlMs = 60_000

export function createAnswerCache(options: { ttlMs?: number; maxEntries?: number } = {}) {
  return createVersionedCache<ListAnswer>({ ttlMs: answerCacheTtlMs, maxEntries: 1_000, ...options })
}
export type AnswerCache = ReturnType<typeof createAnswerCache>
