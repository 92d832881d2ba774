import type { MarketplaceListQuery } from '@lumbung/contract'
import { sql, type SQL } from 'drizzle-orm'
import { products, tenants } from '../../../db/schema'
import {
  allOf,
  filterConditions,
  matchesSearch,
  searchWordsOf,
  visibleTo,
  type SearchLexicon,
} from './marketplace-search'

/** How many of the newest products a page of a search of several words looks among first. */
const newestWindow = 1_000
/** The first pages only: the window holds the matches of a page this far at most. */
const maxWindowedMatches = 60

const newestFirst = sql`${products.publishedAt} desc nulls last, ${products.id} asc`
const productsWithCompanies = sql`${products} inner join ${tenants} on ${tenants.id} = ${products.tenantId}`

/** A search as its page reads it: its tsquery, the lexicon its snapshot read, the window (tests set one). */
export interface PageSearch {
  searchQuery: SQL | null
  lexicon: SearchLexicon | undefined
  window?: number
}

/**
 * The products a search's first pages (up to `maxWindowedMatches` matches) are cut from, newest first,
 * when the search has several words: the planner takes every word for independent of the others,
 * which words written together are not ("property price": 5,876 matches, counted on as 379), and so
 * collects and sorts every match instead of walking the newest products until a page is full (40 ms
 * against 1 ms, for a connection reading those pages for the first time). The newest `window`
 * products are searched first; only if they hold fewer matches than the page needs are all of them
 * (the planner's own plan, which then estimates well enough). Undefined where the planner's own plan
 * stands: one word (whose share of the products it knows), a word no product's word begins with (a
 * typo, which finds few if any), another order, or a page past the first `maxWindowedMatches`
 * matches (docs/decisions/0073-search-indonesian-and-typos.md).
 */
export function newestMatchesOf(
  query: MarketplaceListQuery,
  { searchQuery, lexicon, window = newestWindow }: PageSearch,
  conditions: SQL[],
): SQL | undefined {
  const wanted = query.page * query.limit
  const isNewestFirst = (query.sort ?? 'newest') === 'newest'
  const words = searchWordsOf(query.search)
  const areWordsKnown = words.every((word) => (lexicon?.get(word)?.length ?? 0) > 0)
  if (!searchQuery || !isNewestFirst || wanted > maxWindowedMatches || words.length < 2 || !areWordsKnown) {
    return undefined
  }
  // Each branch is read only when the count of the window's matches says so (the union's two
  // conditions are evaluated once, before either branch runs).
  return sql`${products.id} in (
    with windowed as (
      select recent.id from (
        select ${products.id} as id, ${products.publishedAt} as published_at, ${products.searchVector} as search_vector
        from ${productsWithCompanies} where ${allOf(conditions)} order by ${newestFirst} limit ${window}
      ) as recent
      where recent.search_vector @@ ${searchQuery}
      order by recent.published_at desc nulls last, recent.id asc limit ${wanted}
    )
    select id from windowed where (select count(*) from windowed) >= ${wanted}
    union all
    select matched.id from (
      select ${products.id} as id from ${productsWithCompanies}
      where ${allOf([...conditions, sql`${products.searchVector} @@ ${searchQuery}`])}
      order by ${newestFirst} limit ${wanted}
    ) as matched where (select count(*) from windowed) < ${wanted}
  )`
}

/** Which products a search's page is cut from (ordered and cut by the caller). */
export function pageConditionOf(
  viewerTenantId: string,
  query: MarketplaceListQuery,
  search: PageSearch,
): SQL {
  const conditions = [visibleTo(viewerTenantId), ...Object.values(filterConditions(query))]
  const newest = newestMatchesOf(query, search, conditions)
  return allOf(newest ? [conditions[0], newest] : [...conditions, matchesSearch(search.searchQuery)])
}
