import type { MarketplaceListQuery } from '@lumbung/contract'
import { sql, type SQL } from 'drizzle-orm'
import { products, tenants } from '../../../db/schema'
import {
  allOf,
  facetFilters,
  filterConditions,
  matchesSearch,
  matchesSearchAmongFew,
  privateOffersOf,
  publicListing,
  searchQueryOf,
  type FacetFilter,
  type SearchLexicon,
} from './marketplace-search'

/** Whose products a facets statement counts: the public listing's, or one viewer's private offers. */
export type FacetScope = { kind: 'public' } | { kind: 'private'; viewerTenantId: string }

/**
 * The matches a search's counts are made of: at most `cap` + 1 of them, each with what its facets
 * read (its company's industry and name included) and a flag `f_<filter>` per filter the query sets,
 * true when the match passes it (`countFacets` counts them). The matches are read once and grouped by
 * the server: nine groupings in the database took longer to plan and run than reading the matches.
 * As plain rows: one JSON list of them cost the database more to build than the driver saves.
 */
export function facetMatchesStatementOf(
  scope: FacetScope,
  query: MarketplaceListQuery,
  cap: number,
  lexicon?: SearchLexicon,
): { statement: SQL; filters: FacetFilter[] } {
  const visibility = scope.kind === 'public' ? publicListing : privateOffersOf(scope.viewerTenantId)
  const searchQuery = searchQueryOf(query.search, lexicon)
  const conditions = filterConditions(query)
  const filters = facetFilters.filter((filter) => conditions[filter] !== undefined)
  // The industry is the company's, read after the join; every other filter is the product's own.
  const isCompanys = (filter: FacetFilter) => filter === 'industry'
  const flagged = (filter: FacetFilter) => sql`, ${conditions[filter]} as ${sql.raw(`f_${filter}`)}`
  const productFlags = filters.filter((filter) => !isCompanys(filter))
  const statement = sql`select matched.categories, matched.data_type, matched.pricing_model,
      matched.delivery_method, matched.tenant_id::text as tenant_id, matched.price,
      ${tenants.industry} as industry, coalesce(${tenants.brandName}, ${tenants.legalName}) as provider_name
      ${sql.raw(productFlags.map((filter) => `, matched.f_${filter}`).join(''))}
      ${sql.join(filters.filter(isCompanys).map(flagged))}
    from (
      select ${products.categories} as categories, ${products.dataType} as data_type,
        ${products.pricingModel} as pricing_model, ${products.deliveryMethod} as delivery_method,
        ${products.tenantId} as tenant_id, ${products.price} as price ${sql.join(productFlags.map(flagged))}
      from ${products}
      where ${allOf([
        visibility,
        scope.kind === 'public' ? matchesSearch(searchQuery) : matchesSearchAmongFew(searchQuery),
      ])}
      limit ${cap + 1}
    ) as matched inner join ${tenants} on ${tenants.id} = matched.tenant_id`
  return { statement, filters }
}
