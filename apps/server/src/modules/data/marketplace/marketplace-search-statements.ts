import { marketplaceLimits, type MarketplaceListQuery } from '@lumbung/contract'
import { sql, type SQL } from 'drizzle-orm'
import { products, tenants } from '../../../db/schema'
import { facetMatchesStatementOf } from './marketplace-facets-statement'
import { pageConditionOf } from './marketplace-page-window'
import {
  allOf,
  correctableWords,
  filterConditions,
  matchesSearch,
  matchesSearchAmongFew,
  orderOf,
  privateOffersOf,
  publicListing,
  searchQueryOf,
  searchWordsOf,
  similarWordsStatement,
  type SearchLexicon,
} from './marketplace-search'

/**
 * The statements one search runs, for the benchmark to EXPLAIN: its page, the public count (exact,
 * as before the cap, and capped), the public facets as a first search reads them, the viewer's
 * private offers' count and, when it has words worth correcting, the words lookup. `lexicon` is what
 * the search's snapshot reads (`readSearchLexicon`).
 */
export function searchStatementsOf(
  viewerTenantId: string,
  query: MarketplaceListQuery,
  lexicon: SearchLexicon,
): [string, SQL][] {
  const searchQuery = searchQueryOf(query.search, lexicon)
  const filters = Object.values(filterConditions(query))
  const counted = (visibility: SQL, matches = matchesSearch(searchQuery)) =>
    sql`select count(*) from ${products} inner join ${tenants} on ${tenants.id} = ${products.tenantId}
      where ${allOf([visibility, matches, ...filters])}`
  const statements: [string, SQL][] = [
    [
      'page',
      sql`select ${products.id} from ${products} inner join ${tenants} on ${tenants.id} = ${products.tenantId}
        where ${pageConditionOf(viewerTenantId, query, { searchQuery, lexicon })}
        order by ${orderOf(query)} limit ${query.limit} offset ${(query.page - 1) * query.limit}`,
    ],
    // What the answer counted before the cap, beside what it counts now (facets read as many).
    ['public count, exact', counted(publicListing)],
    [
      'public count, capped',
      sql`select count(*) from (select 1 from ${products} inner join ${tenants} on ${tenants.id} = ${products.tenantId}
        where ${allOf([publicListing, matchesSearch(searchQuery)])} limit ${marketplaceLimits.countCap + 1}) as capped`,
    ],
    [
      'public facets',
      facetMatchesStatementOf({ kind: 'public' }, query, marketplaceLimits.countCap, lexicon).statement,
    ],
    ['private offers count', counted(privateOffersOf(viewerTenantId), matchesSearchAmongFew(searchQuery))],
  ]
  const correctable = correctableWords(searchWordsOf(query.search))
  if (correctable.length > 0) statements.push(['words lookup', similarWordsStatement(correctable)])
  return statements
}
