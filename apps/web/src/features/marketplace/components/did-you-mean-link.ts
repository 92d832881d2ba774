import { withChange, serializeSearchState, type MarketplaceSearchState } from './search-url-state'

/**
 * Where "Did you mean …?" leads: the same filters and order with the suggested words, from the first
 * page; null when there is nothing else to offer.
 */
export function didYouMeanHref(state: MarketplaceSearchState, suggestion: string | undefined): string | null {
  const search = suggestion?.trim()
  if (!search || search === state.search.trim().toLowerCase()) return null
  return `?${serializeSearchState(withChange(state, { search }))}`
}
