import type { MarketplaceListQuery } from '@lumbung/contract'
import { facetKeyOf, mergeFacetRows, type FacetCache } from './marketplace-facet-cache'
import { filterConditions } from './marketplace-search'
import { facetsOf } from './marketplace-view'
import type { FacetRow, MarketplaceQueries, SnapshotQueries } from './marketplace.repository'

/** How many matches the counts of a search read (the `matched` row of its facets). */
const matchedOf = (rows: FacetRow[]) => rows.find((row) => row.facet === 'matched')?.count ?? 0

/**
 * One search's counts (the total and the facets), read on the caller's snapshot. The facets are
 * counted on at most `countCap` matches; past them the total is counted on its own, up to `countCap`
 * matches beyond the page, and is then a lower bound whose pages always lead further
 * (docs/decisions/0073-search-indonesian-and-typos.md). The public listing's counts are shared
 * between viewers through the facet cache; the viewer's private offers are added.
 */
export function createCounts({ facetCache, countCap }: { facetCache: FacetCache; countCap: number }) {
  const publicCounts = (queries: MarketplaceQueries, query: MarketplaceListQuery) =>
    queries.facets({ kind: 'public' }, query, countCap)

  /**
   * The public listing's counts of a search, started on a second connection of the same snapshot
   * where one is spare, so that they are read while the page is; undefined where they cannot be (they
   * are then read in turn by `countsOn`). Counting the matches is most of a first search's time.
   */
  function startPublicCounts(snapshot: SnapshotQueries, version: string, query: MarketplaceListQuery) {
    const key = facetKeyOf(query)
    const kept = facetCache.peek(version, key)
    if (kept) return kept
    const reading = snapshot.alongside((side) => publicCounts(side, query))
    return reading && facetCache.get(version, key, () => reading)
  }

  async function countsOn(
    snapshot: MarketplaceQueries,
    version: string,
    viewerTenantId: string,
    query: MarketplaceListQuery,
    started?: Promise<FacetRow[]>,
  ) {
    const ownCounts = () => snapshot.facets({ kind: 'private', viewerTenantId }, query, countCap)
    // Public counts read alongside: the viewer's own are read meanwhile. Else both in turn, on this connection.
    const [shared, own] = started
      ? await Promise.all([started, ownCounts()])
      : [
          await facetCache.get(version, facetKeyOf(query), () => publicCounts(snapshot, query)),
          await ownCounts(),
        ]
    const { total, facets } = facetsOf(mergeFacetRows(shared, own), query.provider_id.length)
    const areFacetsLowerBounds = [shared, own].some((rows) => matchedOf(rows) > countCap)
    if (!areFacetsLowerBounds) return { total, facets, areFacetsLowerBounds, isTotalLowerBound: false }
    // Words alone on the first page: the public matches already passed the cap, so no second count.
    const hasFilters = Object.keys(filterConditions(query)).length > 0
    if (!hasFilters && query.page === 1 && matchedOf(shared) > countCap) {
      return { total: countCap, facets, areFacetsLowerBounds, isTotalLowerBound: true }
    }
    const upTo = (query.page - 1) * query.limit + countCap
    const counted = await snapshot.countUpTo(viewerTenantId, query, upTo + 1)
    return {
      total: Math.min(counted, upTo),
      facets,
      areFacetsLowerBounds,
      isTotalLowerBound: counted > upTo,
    }
  }
  return { countsOn, startPublicCounts }
}
