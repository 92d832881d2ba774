import type { MarketplaceListQuery } from '@lumbung/contract'
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import { products, tenants } from '../../../db/schema'

/** The filters whose facet counts leave their own filter out (the price range is one of them). */
export const facetFilters = [
  'category',
  'data_type',
  'pricing_model',
  'delivery_method',
  'provider',
  'industry',
  'price',
] as const
export type FacetFilter = (typeof facetFilters)[number]

const maxSearchWords = 8

/**
 * The words of a search as a `to_tsquery` text: each word matches as a prefix ("weath" finds
 * "weather"), all words must match. Only letters and digits pass, so the text can never be read as
 * tsquery operators; null when nothing searchable is left.
 */
export function searchQueryText(search: string | undefined): string | null {
  if (!search) return null
  const words = (search.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, maxSearchWords)
  return words.length > 0 ? words.map((word) => `${word}:*`).join(' & ') : null
}

const bound = (values: readonly string[]) => values.map((value) => sql`${value}`)
const textArray = (values: readonly string[]) => sql`array[${sql.join(bound(values), sql`, `)}]::text[]`

/** `column in (…)` with each value bound as a parameter. */
const oneOf = (column: SQLWrapper, values: SQL[]) => sql`${column} in (${sql.join(values, sql`, `)})`

/** Only PUBLISHED products; a private offer only for its consumer company (and its own provider). */
export function visibleTo(viewerTenantId: string): SQL {
  return sql`${products.status} = 'PUBLISHED' and (not ${products.isPrivate} or ${products.consumerTenantId} = ${viewerTenantId} or ${products.tenantId} = ${viewerTenantId})`
}

/** The part of the marketplace every viewer sees alike, so its counts can be shared between viewers. */
export const publicListing: SQL = sql`${products.status} = 'PUBLISHED' and not ${products.isPrivate}`

/** The private offers one viewer sees: those made to it and, for a provider, its own. */
export function privateOffersOf(viewerTenantId: string): SQL {
  return sql`${products.status} = 'PUBLISHED' and ${products.isPrivate} and (${products.consumerTenantId} = ${viewerTenantId} or ${products.tenantId} = ${viewerTenantId})`
}

export function matchesSearch(queryText: string | null): SQL | undefined {
  return queryText ? sql`${products.searchVector} @@ to_tsquery('simple', ${queryText})` : undefined
}

/** One SQL condition per filter the query sets; a filter it leaves empty is absent. */
export function filterConditions(query: MarketplaceListQuery): Partial<Record<FacetFilter, SQL>> {
  const conditions: Partial<Record<FacetFilter, SQL>> = {}
  if (query.category.length > 0) {
    conditions.category = sql`${products.categories} ?| ${textArray(query.category)}`
  }
  if (query.data_type.length > 0) conditions.data_type = oneOf(products.dataType, bound(query.data_type))
  if (query.pricing_model.length > 0) {
    conditions.pricing_model = oneOf(products.pricingModel, bound(query.pricing_model))
  }
  if (query.delivery_method.length > 0) {
    conditions.delivery_method = oneOf(products.deliveryMethod, bound(query.delivery_method))
  }
  if (query.provider_id.length > 0) {
    conditions.provider = oneOf(
      products.tenantId,
      query.provider_id.map((id) => sql`${id.toLowerCase()}::uuid`),
    )
  }
  if (query.industry.length > 0) conditions.industry = oneOf(tenants.industry, bound(query.industry))
  const price: SQL[] = []
  if (query.price_min !== undefined) price.push(sql`${products.price} >= ${query.price_min}`)
  if (query.price_max !== undefined) price.push(sql`${products.price} <= ${query.price_max}`)
  if (price.length > 0) conditions.price = sql.join(price, sql` and `)
  return conditions
}

/** `a and b and …`, or true when there is nothing to check. */
export function allOf(conditions: readonly (SQL | undefined)[]): SQL {
  const present = conditions.filter((condition): condition is SQL => condition !== undefined)
  return present.length > 0 ? sql.join(present, sql` and `) : sql`true`
}

/**
 * The ORDER BY of a sort; ties fall back to the id so pages never repeat or skip a product. Newest is
 * the default even for a search: it walks an index and stops after one page, where ranking must read
 * every match (docs/decisions/0021-marketplace-search.md).
 */
export function orderOf(query: MarketplaceListQuery, queryText: string | null): SQL {
  const sort = query.sort ?? 'newest'
  switch (sort) {
    case 'price_asc':
      return sql`${products.price} asc nulls last, ${products.id} asc`
    case 'price_desc':
      return sql`${products.price} desc nulls last, ${products.id} asc`
    case 'name':
      return sql`lower(${products.name}) asc, ${products.id} asc`
    case 'relevance':
      if (queryText) {
        return sql`ts_rank(${products.searchVector}, to_tsquery('simple', ${queryText})) desc, ${products.publishedAt} desc nulls last, ${products.id} asc`
      }
      return sql`${products.publishedAt} desc nulls last, ${products.id} asc`
    default:
      return sql`${products.publishedAt} desc nulls last, ${products.id} asc`
  }
}
