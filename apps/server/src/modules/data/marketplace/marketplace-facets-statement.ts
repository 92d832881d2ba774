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
} from './marketplace-search'

/** Whose products a facets statement counts: the public listing's, or one viewer's private offers. */
export type FacetScope = { kind: 'public' } | { kind: 'private'; viewerTenantId: string }

/**
 * The matches a search's counts are made of, as one JSON list: at most `cap` + 1 of them, each with
 * what its facets read (its company's industry and name included) and, in `passes`, whether it passes
 * each filter the query sets (`countFacets` counts them). The matches are read once and grouped by
 * the server: nine groupings in the database took longer to plan and run than reading the matches.
 */
export function facetMatchesStatementOf(
  scope: FacetScope,
  query: MarketplaceListQuery,
  cap: number,
): { statement: SQL; filters: FacetFilter[] } {
  const visibility = scope.kind === 'public' ? publicListing : privateOffersOf(scope.viewerTenantId)
  const searchQuery = searchQueryOf(query.search)
  const conditions = filterConditions(query)
  const filters = facetFilters.filter((filter) => conditions[filter] !== undefined)
  // The industry is the company's, read after the join; every other filter is the product's own.
  const isCompanys = (filter: FacetFilter) => filter === 'industry'
  const flagged = (filter: FacetFilter) => sql`, ${conditions[filter]} as ${sql.raw(`f_${filter}`)}`
  const productFlags = filters.filter((filter) => !isCompanys(filter))
  // One row holding every match as JSON: the driver reads one value instead of ten per match.
  const passes = [
    ...productFlags.map((filter) => sql.raw(`'${filter}', matched.f_${filter}`)),
    ...filters.filter(isCompanys).map((filter) => sql`${sql.raw(`'${filter}'`)}, ${conditions[filter]}`),
  ]
  const statement = sql`select coalesce(json_agg(json_build_object(
      'categories', matched.categories, 'data_type', matched.data_type,
      'pricing_model', matched.pricing_model, 'delivery_method', matched.delivery_method,
      'tenant_id', matched.tenant_id, 'price', matched.price, 'industry', ${tenants.industry},
      'provider_name', coalesce(${tenants.brandName}, ${tenants.legalName}),
      'passes', json_build_object(${sql.join(passes, sql`, `)})
    )), '[]') as matches
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
