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

/** The provider facet lists this many, plus every provider the query selects. */
const facetSize = 20

/** Whose products a facets statement counts: the public listing's, or one viewer's private offers. */
export type FacetScope = { kind: 'public' } | { kind: 'private'; viewerTenantId: string }

/**
 * The total and every facet's counts in one statement: the matching products are read once (with
 * one flag per filter) and each facet counts the rows that pass every filter but its own. At most
 * `cap` + 1 matches of the search are read; the `matched` row says how many were, so more than `cap`
 * means every count is of those matches only, a lower bound. The matches are read without their
 * companies: the industry and provider facets count per company first and look each company up
 * once, which is a third of the statement's time less than joining every match to its company.
 */
export function facetsStatementOf(scope: FacetScope, query: MarketplaceListQuery, cap: number): SQL {
  const visibility = scope.kind === 'public' ? publicListing : privateOffersOf(scope.viewerTenantId)
  const searchQuery = searchQueryOf(query.search)
  const filters = filterConditions(query)
  const flag = (name: FacetFilter) => {
    const condition = filters[name]
    if (!condition) return sql`true`
    // The industry is the company's: its filter reads the companies of that industry, not a join.
    return name === 'industry'
      ? sql`${products.tenantId} in (select ${tenants.id} from ${tenants} where ${condition})`
      : condition
  }
  const others = (name: FacetFilter | 'total') =>
    sql.raw(
      facetFilters
        .filter((filter) => filter !== name && filters[filter])
        .map((filter) => `f_${filter}`)
        .join(' and ') || 'true',
    )
  const selectedProviders = query.provider_id.map((id) => id.toLowerCase())
  // The providers the query selects come first, so each keeps its count beside the others.
  const selectedFirst =
    selectedProviders.length > 0
      ? sql`per_company.tenant_id::text in (${sql.join(
          selectedProviders.map((id) => sql`${id}`),
          sql`, `,
        )}) desc,`
      : sql``
  const grouped = (name: 'data_type' | 'pricing_model' | 'delivery_method', column: string) =>
    sql`select ${name}::text as facet, ${sql.raw(column)}::text as value, null::text as label, count(*)::int as count, null::bigint as min, null::bigint as max
        from base where ${others(name)} and ${sql.raw(column)} is not null group by ${sql.raw(column)}`
  return sql`with base as materialized (
      select ${products.categories} as categories, ${products.dataType} as data_type,
        ${products.pricingModel} as pricing_model, ${products.deliveryMethod} as delivery_method,
        ${products.tenantId} as tenant_id, ${products.price} as price,
        ${flag('category')} as f_category, ${flag('data_type')} as f_data_type,
        ${flag('pricing_model')} as f_pricing_model, ${flag('delivery_method')} as f_delivery_method,
        ${flag('provider')} as f_provider, ${flag('industry')} as f_industry, ${flag('price')} as f_price
      from ${products}
      where ${allOf([
        visibility,
        scope.kind === 'public' ? matchesSearch(searchQuery) : matchesSearchAmongFew(searchQuery),
      ])}
      limit ${cap + 1}
    ),
    per_company as materialized (
      select tenant_id, count(*) filter (where ${others('provider')})::int as for_provider,
        count(*) filter (where ${others('industry')})::int as for_industry
      from base group by tenant_id
    )
    select 'matched' as facet, null::text as value, null::text as label, count(*)::int as count, null::bigint as min, null::bigint as max
      from base
    union all
    select 'total', null, null, count(*)::int, null, null
      from base where ${others('total')}
    union all
    select 'price', null, null, count(*)::int, min(price), max(price) from base where ${others('price')}
    union all ${grouped('data_type', 'data_type')}
    union all ${grouped('pricing_model', 'pricing_model')}
    union all ${grouped('delivery_method', 'delivery_method')}
    union all
    select 'industry', ${tenants.industry}::text, null, sum(per_company.for_industry)::int, null, null
      from per_company inner join ${tenants} on ${tenants.id} = per_company.tenant_id
      where per_company.for_industry > 0 and ${tenants.industry} is not null group by ${tenants.industry}
    union all
    select 'category', category, null, count(*)::int, null, null
      from base cross join lateral jsonb_array_elements_text(base.categories) as category
      where ${others('category')} group by category
    union all
    select 'provider', counted.tenant_id::text, coalesce(${tenants.brandName}, ${tenants.legalName}), counted.count, null, null
      from (
        select per_company.tenant_id, per_company.for_provider as count
        from per_company where per_company.for_provider > 0
        order by ${selectedFirst} per_company.for_provider desc, per_company.tenant_id
        limit ${facetSize + selectedProviders.length}
      ) as counted inner join ${tenants} on ${tenants.id} = counted.tenant_id`
}
