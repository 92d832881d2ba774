import { marketplaceLimits, type MarketplaceListQuery } from '@lumbung/contract'
import type { FacetFilter } from './marketplace-search'

export interface FacetRow {
  /** `matched`: the search's matches read, before the filters. */
  facet: FacetFilter | 'total' | 'matched'
  value: string | null
  label: string | null
  count: number
  min: number | null
  max: number | null
}

/** One match as `facetMatchesStatementOf` reads it, with a flag `f_<filter>` per filter the query sets. */
export type FacetMatch = Partial<Record<`f_${FacetFilter}`, boolean>> & {
  categories: unknown
  data_type: string | null
  pricing_model: string | null
  delivery_method: string | null
  tenant_id: string
  /** A bigint: the PostgreSQL driver hands it over as text. */
  price: string | number | null
  industry: string | null
  provider_name: string | null
}

const valuedFacets = ['data_type', 'pricing_model', 'delivery_method', 'industry'] as const

/**
 * The total and every facet's counts of the matches read: each facet counts the matches that pass
 * every filter but its own, so it tells what choosing another value would add. `matched` is how many
 * were read; more than the cap means every count is of those matches only, a lower bound. The
 * providers the query selects come first in the provider facet, so each keeps its count beside the
 * busiest others.
 */
export function countFacets(
  matches: readonly FacetMatch[],
  filters: readonly FacetFilter[],
  query: MarketplaceListQuery,
): FacetRow[] {
  const passesAllBut = (match: FacetMatch, left: FacetFilter | 'total') =>
    filters.every((filter) => filter === left || match[`f_${filter}`] === true)
  const row = (
    facet: FacetRow['facet'],
    value: string | null,
    count: number,
    label: string | null = null,
  ) => ({
    facet,
    value,
    label,
    count,
    min: null,
    max: null,
  })
  const rows: FacetRow[] = [
    row('matched', null, matches.length),
    row('total', null, matches.filter((match) => passesAllBut(match, 'total')).length),
  ]

  const priced = matches.filter((match) => passesAllBut(match, 'price'))
  const prices = priced.flatMap((match) => (match.price === null ? [] : [Number(match.price)]))
  rows.push({
    ...row('price', null, priced.length),
    min: prices.length > 0 ? Math.min(...prices) : null,
    max: prices.length > 0 ? Math.max(...prices) : null,
  })

  const tally = (facet: FacetFilter, valuesOf: (match: FacetMatch) => readonly unknown[]) => {
    const counts = new Map<string, number>()
    for (const match of matches) {
      if (!passesAllBut(match, facet)) continue
      for (const value of valuesOf(match)) {
        if (value === null || value === undefined) continue
        counts.set(String(value), (counts.get(String(value)) ?? 0) + 1)
      }
    }
    return counts
  }
  for (const facet of valuedFacets) {
    for (const [value, count] of tally(facet, (match) => [match[facet]])) rows.push(row(facet, value, count))
  }
  const categoriesOf = (match: FacetMatch) => (Array.isArray(match.categories) ? match.categories : [])
  for (const [value, count] of tally('category', categoriesOf)) rows.push(row('category', value, count))

  const selected = new Set(query.provider_id.map((id) => id.toLowerCase()))
  const names = new Map(matches.map((match) => [match.tenant_id, match.provider_name]))
  const providers = [...tally('provider', (match) => [match.tenant_id])].sort(
    ([a, aCount], [b, bCount]) =>
      Number(selected.has(b)) - Number(selected.has(a)) || bCount - aCount || (a < b ? -1 : a > b ? 1 : 0),
  )
  for (const [tenantId, count] of providers.slice(0, marketplaceLimits.providerFacetSize + selected.size)) {
    rows.push(row('provider', tenantId, count, names.get(tenantId) ?? null))
  }
  return rows
}
