import type { MarketplaceListQuery, MarketplaceProvidersQuery } from '@lumbung/contract'
import { and, asc, eq, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { spareConnectionsOf, type Database, type Executor } from '../../../db/database'
import { datasets, productFields, products, tenants, users } from '../../../db/schema'
import { containsPattern } from '../../../lib/sql-patterns'
import { countFacets, type FacetMatch, type FacetRow } from './marketplace-facet-counts'
import { facetMatchesStatementOf, type FacetScope } from './marketplace-facets-statement'
import { pageConditionOf } from './marketplace-page-window'
import {
  allOf,
  filterConditions,
  lexiconOf,
  matchesSearch,
  orderOf,
  prefixLexemesColumns,
  searchQueryOf,
  searchWordsOf,
  similarWordsStatement,
  visibleTo,
  type SearchLexicon,
} from './marketplace-search'

export type MarketplaceRepository = ReturnType<typeof createMarketplaceRepository>
export type MarketplaceQueries = ReturnType<typeof marketplaceQueries>
/** A snapshot's queries, and a second connection's on the same snapshot where one is idle. */
export type SnapshotQueries = MarketplaceQueries & {
  /** The listing version the snapshot sees (`listingVersion`), read by its first statement. */
  version: string
  /**
   * Reads, in the snapshot, the lexemes the prefixes of `words` stand for (`SearchLexicon`), where not
   * read yet: the searches that follow name them instead of the prefix. The search the snapshot was
   * opened for has its words read with the version.
   */
  readPrefixes(words: readonly string[]): Promise<void>
  /**
   * Starts `work` on another connection that sees exactly this snapshot (an exported snapshot), so
   * it runs while this connection reads on. Undefined when no connection is idle, or on the embedded
   * database's single connection: the caller then reads in turn on this one.
   */
  alongside<T>(work: (queries: MarketplaceQueries) => Promise<T>): Promise<T> | undefined
}

const provider = {
  id: tenants.id,
  legalName: tenants.legalName,
  brandName: tenants.brandName,
  logoPath: tenants.logoPath,
  industry: tenants.industry,
  shortDescription: tenants.shortDescription,
  verificationStatus: tenants.verificationStatus,
}

const card = {
  id: products.id,
  name: products.name,
  shortDescription: products.shortDescription,
  image: products.image,
  categories: products.categories,
  dataType: products.dataType,
  pricingModel: products.pricingModel,
  unit: products.unit,
  price: products.price,
  deliveryMethod: products.deliveryMethod,
  isPrivate: products.isPrivate,
  tenantId: products.tenantId,
  publishedAt: products.publishedAt,
  provider,
}

export interface SimilarWord {
  isKnown: boolean
  similar: string | null
  similarity: number
}

export type { FacetRow } from './marketplace-facet-counts'

/** The companies the marketplace shows as providers: verified ones (never the platform's own tenant). */
const listedProvider = (): SQL[] => [
  eq(tenants.isProvider, true),
  eq(tenants.verificationStatus, 'VERIFIED'),
  eq(tenants.isPlatform, false),
]

/**
 * A snapshot's scans start at the table's first page, not where another connection's scan of it has
 * got to (PostgreSQL's synchronized scans, for tables over a quarter of its buffers). A search's
 * counts stop after their first matches, so these are then the same matches each time the same
 * search is counted, and the pages they come from are pages this connection has read before. Pages
 * a connection's process has never read cost several times more to scan: 11 ms against 2.7 ms for
 * the 4,000 products behind 500 matches of "quarterly" (docs/decisions/0073-search-indonesian-and-typos.md).
 */
const scansFromFirstPage = 'synchronize_seqscans'

const creator = alias(users, 'marketplace_product_creator')
const modifier = alias(users, 'marketplace_product_modifier')

/** Raw rows from either driver (node-postgres and PGlite both answer `{ rows }`). */
async function rowsOf<T>(executor: Executor, query: SQL): Promise<T[]> {
  const result = (await executor.execute(query)) as unknown as { rows: T[] }
  return result.rows
}

/**
 * Reads the marketplace. Every query takes the viewer's tenant and applies `visibleTo`, so a draft,
 * an archived product or another company's private offer is never read for the wrong viewer.
 */
export function createMarketplaceRepository(db: Database) {
  return {
    ...marketplaceQueries(db),

    /**
     * Runs `work` on one read-only snapshot: the listing version, a page and its counts all see the
     * same committed products, so counts kept under a version are the counts of that version's rows.
     * `search`'s words have their prefixes read with the version.
     */
    snapshot<T>(search: string | undefined, work: (queries: SnapshotQueries) => Promise<T>): Promise<T> {
      const readOnlySnapshot = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const
      return db.transaction(async (tx) => {
        const words = searchWordsOf(search)
        const [first] = await rowsOf<{ version: string } & Record<string, unknown>>(
          tx,
          sql`select ${sql.join(
            [
              sql`version::text as version`,
              sql`set_config(${scansFromFirstPage}, 'off', true) as scans`,
              ...prefixLexemesColumns(words),
            ],
            sql`, `,
          )} from marketplace_listing_version`,
        )
        const lexicon = lexiconOf(words, first)
        const readPrefixes = async (wanted: readonly string[]) => {
          const unread = [...new Set(wanted)].filter((word) => !lexicon.has(word))
          for (const [word, lexemes] of await lexiconRead(tx, unread)) lexicon.set(word, lexemes)
        }
        const started: Promise<unknown>[] = []
        let exported: Promise<string> | undefined
        const exportedId = async () => {
          const [row] = await rowsOf<{ id: string }>(tx, sql`select pg_export_snapshot() as id`)
          // A snapshot's name is hexadecimal groups; it is written into the statement, which takes no parameters.
          if (!row || !/^[0-9A-F]+(-[0-9A-F]+)+$/i.test(row.id)) throw new Error('Unexpected snapshot name')
          return row.id
        }
        const alongside: SnapshotQueries['alongside'] = (read) => {
          if (spareConnectionsOf(db) === 0) return undefined
          const id = (exported ??= exportedId())
          id.catch(() => undefined)
          // The connection is asked for at once, while it is spare. Asked for only once the snapshot is
          // named, other searches could take it first, and those sharing these counts would then hold
          // every connection of the pool while waiting for them: none would ever be free again.
          const reading = db.transaction(async (other) => {
            // The snapshot, and its scans from the first page, in one round trip.
            await other.execute(
              sql.raw(`set transaction snapshot '${await id}'; set local ${scansFromFirstPage} = off`),
            )
            return read(marketplaceQueries(other, lexicon))
          }, readOnlySnapshot)
          started.push(reading.catch(() => undefined))
          return reading
        }
        try {
          const queries = marketplaceQueries(tx, lexicon)
          return await work({ ...queries, version: first?.version ?? '', readPrefixes, alongside })
        } finally {
          // An exported snapshot lives while its transaction does: every reader has taken it before it ends.
          await Promise.all(started)
        }
      }, readOnlySnapshot)
    },
  }
}

/** The lexemes each of `words` begins with, as `executor` sees them (in a snapshot: as it does). */
async function lexiconRead(executor: Executor, words: readonly string[]): Promise<SearchLexicon> {
  if (words.length === 0) return new Map()
  const [row] = await rowsOf<Record<string, unknown>>(
    executor,
    sql`select ${sql.join(prefixLexemesColumns(words), sql`, `)}`,
  )
  return lexiconOf(words, row)
}

/** The lexemes a search's words begin with, as its snapshot reads them (for the benchmark and tests). */
export const readSearchLexicon = (db: Executor, search: string | undefined) =>
  lexiconRead(db, searchWordsOf(search))

/** A search's queries; `lexicon` names the lexemes of its words' prefixes where its snapshot has read them. */
function marketplaceQueries(db: Executor, lexicon?: SearchLexicon) {
  return {
    async search(viewerTenantId: string, query: MarketplaceListQuery) {
      const searchQuery = searchQueryOf(query.search, lexicon)
      const rows = await db
        .select(card)
        .from(products)
        .innerJoin(tenants, eq(tenants.id, products.tenantId))
        .where(pageConditionOf(viewerTenantId, query, { searchQuery, lexicon }))
        .orderBy(orderOf(query))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit)
      return rows
    },

    /**
     * How many products the viewer may see match, counted up to `cap` only: whether a search found
     * "few" needs no exact total, which for a broad search means reading every match.
     */
    async countUpTo(viewerTenantId: string, query: MarketplaceListQuery, cap: number): Promise<number> {
      const where = allOf([
        visibleTo(viewerTenantId),
        matchesSearch(searchQueryOf(query.search, lexicon)),
        ...Object.values(filterConditions(query)),
      ])
      const [row] = await rowsOf<{ count: number }>(
        db,
        sql`select count(*)::int as count from (select 1 from ${products} inner join ${tenants} on ${tenants.id} = ${products.tenantId} where ${where} limit ${cap}) as capped`,
      )
      return Number(row?.count ?? 0)
    },

    /**
     * The total and every facet's counts (`countFacets`) of the public listing (the same for every
     * viewer) or of one viewer's private offers, counted on at most `cap` + 1 matches.
     */
    async facets(scope: FacetScope, query: MarketplaceListQuery, cap: number): Promise<FacetRow[]> {
      const { statement, filters } = facetMatchesStatementOf(scope, query, cap, lexicon)
      return countFacets(await rowsOf<FacetMatch>(db, statement), filters, query)
    },

    /**
     * Advanced by the database, in the same transaction, on every change that can move a count (see
     * the marketplace_search migration), so it becomes visible together with the change.
     */
    async listingVersion(): Promise<string> {
      const [row] = await rowsOf<{ version: string }>(
        db,
        sql`select version::text as version from marketplace_listing_version`,
      )
      return row?.version ?? ''
    },

    /**
     * For each word: whether a word of published products begins with it ("weath" of "weather"),
     * and the most similar other word they use by trigram similarity ("wether" → "weather", 0.5).
     */
    async similarWords(words: string[]): Promise<Map<string, SimilarWord>> {
      if (words.length === 0) return new Map()
      const rows = await rowsOf<{
        word: string
        is_known: boolean
        similar: string | null
        score: number | null
      }>(db, similarWordsStatement(words))
      return new Map(
        rows.map((row) => [
          row.word,
          { isKnown: row.is_known, similar: row.similar, similarity: Number(row.score ?? 0) },
        ]),
      )
    },

    /** A product the viewer may see, with the names and the dataset its page shows. */
    async findVisible(viewerTenantId: string, id: string) {
      const [row] = await db
        .select({
          product: productFields,
          provider,
          createdByName: creator.fullName,
          modifiedByName: modifier.fullName,
        })
        .from(products)
        .innerJoin(tenants, eq(tenants.id, products.tenantId))
        .leftJoin(creator, eq(creator.id, products.createdBy))
        .leftJoin(modifier, eq(modifier.id, products.modifiedBy))
        .where(and(eq(products.id, id), visibleTo(viewerTenantId)))
        .limit(1)
      if (!row) return undefined
      const [dataset] = row.product.datasetId
        ? await db
            .select()
            .from(datasets)
            .where(and(eq(datasets.id, row.product.datasetId), eq(datasets.tenantId, row.product.tenantId)))
            .limit(1)
        : []
      return { ...row, dataset }
    },

    /** A company's industry, which a product's automatic approval may be limited to. */
    async industryOf(tenantId: string): Promise<string | null> {
      const [row] = await db
        .select({ industry: tenants.industry })
        .from(tenants)
        .where(eq(tenants.id, tenantId))
        .limit(1)
      return row?.industry ?? null
    },

    /** The viewer's count of a provider's products and the data types among them. */
    async providerOffer(viewerTenantId: string, providerTenantIds: string[]) {
      if (providerTenantIds.length === 0) return new Map<string, { total: number; dataTypes: string[] }>()
      const rows = await db
        .select({
          tenantId: products.tenantId,
          total: sql<number>`count(*)::int`,
          dataTypes: sql<
            string[]
          >`coalesce(array_agg(distinct ${products.dataType}) filter (where ${products.dataType} is not null), '{}')`,
        })
        .from(products)
        .where(
          and(
            visibleTo(viewerTenantId),
            sql`${products.tenantId} in (${sql.join(
              providerTenantIds.map((id) => sql`${id}::uuid`),
              sql`, `,
            )})`,
          ),
        )
        .groupBy(products.tenantId)
      return new Map(
        rows.map((row) => [row.tenantId, { total: Number(row.total), dataTypes: [...row.dataTypes].sort() }]),
      )
    },

    /** The listed providers (`listedProvider`) matching the search. */
    async providers(query: MarketplaceProvidersQuery) {
      const conditions: SQL[] = listedProvider()
      if (query.search) {
        const pattern = containsPattern(query.search)
        conditions.push(
          sql`(${tenants.legalName} ilike ${pattern} or ${tenants.brandName} ilike ${pattern} or ${tenants.shortDescription} ilike ${pattern})`,
        )
      }
      if (query.industry.length > 0) {
        conditions.push(
          sql`${tenants.industry} in (${sql.join(
            query.industry.map((value) => sql`${value}`),
            sql`, `,
          )})`,
        )
      }
      const where = and(...conditions)
      const [rows, [totals]] = await Promise.all([
        db
          .select(provider)
          .from(tenants)
          .where(where)
          .orderBy(asc(sql`lower(coalesce(${tenants.brandName}, ${tenants.legalName}))`), asc(tenants.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(tenants)
          .where(where),
      ])
      return { rows, total: Number(totals?.total ?? 0) }
    },

    /** A provider the providers list shows: a company that is no longer verified has no page either. */
    async findProvider(id: string) {
      const [row] = await db
        .select()
        .from(tenants)
        .where(and(eq(tenants.id, id), ...listedProvider()))
        .limit(1)
      return row
    },
  }
}
