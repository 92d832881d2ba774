import { marketplaceListQuery, type MarketplaceListQuery } from '@lumbung/contract'
import { sql, type SQL } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tenantIdOf } from '../../../../test/builders'
import { createTestApp, type TestApp } from '../../../../test/test-app'
import { products, tenants } from '../../../db/schema'
import { newestMatchesOf, pageConditionOf, type PageSearch } from './marketplace-page-window'
import { readSearchLexicon } from './marketplace.repository'
import {
  allOf,
  filterConditions,
  matchesSearch,
  orderOf,
  searchQueryOf,
  visibleTo,
} from './marketplace-search'
import { insertProduct } from './marketplace.test-helpers'

let testApp: TestApp
let viewer: string
/** A window of the newest products that holds two matches only: fewer than a page of three needs. */
let twoMatchesWindow: number

beforeAll(async () => {
  testApp = await createTestApp()
  const { db } = testApp.database
  viewer = await tenantIdOf(db, 'PT Konsumen Maju')
  const provider = await tenantIdOf(db, 'PT Data Nusantara')
  const stranger = await tenantIdOf(db, 'PT Baru Berdiri')
  // Seven matches of "harbour tide", older than four newer products that do not match.
  for (let index = 1; index <= 7; index++) {
    await insertProduct(db, provider, {
      name: `Harbour Tide Index ${index}`,
      dataType: index % 2 === 0 ? 'FILE' : 'API',
      daysAgo: 20 + index,
    })
  }
  for (let index = 1; index <= 4; index++) {
    await insertProduct(db, provider, { name: `Volcano Ash Feed ${index}`, daysAgo: index })
  }
  // The newest match of all is another company's private offer: never the viewer's to see.
  await insertProduct(db, provider, {
    name: 'Harbour Tide Pilot',
    isPrivate: true,
    consumerTenantId: stranger,
    daysAgo: 0,
  })
  const counted = (await db.execute(
    sql`select count(*)::int as count from ${products} where ${visibleTo(viewer)} and ${products.publishedAt} >=
      (select ${products.publishedAt} from ${products} where ${products.name} = 'Harbour Tide Index 2')`,
  )) as unknown as { rows: { count: number }[] }
  twoMatchesWindow = counted.rows[0]!.count
}, 60_000)
afterAll(async () => {
  await testApp?.close()
})

async function idsWhere(query: MarketplaceListQuery, condition: SQL): Promise<string[]> {
  const result = (await testApp.database.db.execute(
    sql`select ${products.id} as id from ${products} inner join ${tenants} on ${tenants.id} = ${products.tenantId}
      where ${condition} order by ${orderOf(query)}
      limit ${query.limit} offset ${(query.page - 1) * query.limit}`,
  )) as unknown as { rows: { id: string }[] }
  return result.rows.map((row) => row.id)
}

/** The search as a snapshot reads it: its words' lexemes read, named in its tsquery, and a window. */
async function windowOf(query: MarketplaceListQuery, window: number): Promise<PageSearch> {
  const lexicon = await readSearchLexicon(testApp.database.db, query.search)
  return { searchQuery: searchQueryOf(query.search, lexicon), lexicon, window }
}

/** The page as every match would cut it: all the query's conditions, sorted, cut. */
const everyMatch = (query: MarketplaceListQuery) =>
  allOf([
    visibleTo(viewer),
    ...Object.values(filterConditions(query)),
    matchesSearch(searchQueryOf(query.search)),
  ])

describe("a search's page of several words, looked for among the newest products first", () => {
  // Whether the newest products are looked among first: several known words, newest first, early pages.
  const cases: [string, Record<string, unknown>, boolean][] = [
    ['the first page', { search: 'harbour tide', limit: 3 }, true],
    ['a later page', { search: 'harbour tide', limit: 3, page: 2 }, true],
    ['the last, short page', { search: 'harbour tide', limit: 3, page: 3 }, true],
    ['with a filter', { search: 'harbour tide', limit: 2, data_type: 'FILE' }, true],
    ['with no match', { search: 'harbour volcano', limit: 3 }, true],
    ['with a prefix', { search: 'harb tid', limit: 3 }, true],
    ['with a typo', { search: 'harbour tdie', limit: 3 }, false],
    ['of one word', { search: 'harbour', limit: 3 }, false],
    ['by name', { search: 'harbour tide', limit: 3, sort: 'name' }, false],
    ['far on', { search: 'harbour tide', limit: 12, page: 6 }, false],
  ]
  for (const [label, input, isWindowed] of cases) {
    it(`cuts the same page as every match would: ${label}`, async () => {
      const query = marketplaceListQuery.parse(input)
      expect(newestMatchesOf(query, await windowOf(query, 1000), []) !== undefined).toBe(isWindowed)
      const expected = await idsWhere(query, everyMatch(query))
      // A window of the 4 newest holds no match, and one of `twoMatchesWindow` too few: every match is
      // read instead. One of 1,000 holds them all.
      const outside = await idsWhere(query, pageConditionOf(viewer, query, await windowOf(query, 4)))
      const inside = await idsWhere(query, pageConditionOf(viewer, query, await windowOf(query, 1000)))
      const partly = await idsWhere(
        query,
        pageConditionOf(viewer, query, await windowOf(query, twoMatchesWindow)),
      )
      expect(outside).toEqual(expected)
      expect(inside).toEqual(expected)
      expect(partly).toEqual(expected)
    })
  }
  it('finds the matches it pages through, newest first, and never another company’s private offer', async () => {
    const query = marketplaceListQuery.parse({ search: 'harbour tide', limit: 3 })
    const page = await idsWhere(query, pageConditionOf(viewer, query, await windowOf(query, 1000)))
    const names = (await testApp.database.db
      .select({ id: products.id, name: products.name })
      .from(products)) as { id: string; name: string }[]
    expect(page.map((id) => names.find((row) => row.id === id)?.name)).toEqual([
      'Harbour Tide Index 1',
      'Harbour Tide Index 2',
      'Harbour Tide Index 3',
    ])
  })
})
