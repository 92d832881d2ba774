import type { MarketplaceListQuery, MarketplaceProvidersQuery } from '@lumbung/contract'
import { and, asc, eq, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { spareConnectionsOf, type Database, type Executor } from '../../../db/database'
import { datasets, productFields, products, tenants, users } from '../../../db/schema'
import { containsPattern } from '../../../lib/sql-patterns'
import { countFacets, type FacetMatch, type FacetRow } from './marketplace-facet-counts'
import { facetMatchesStatementOf, type FacetScope } from './marketplace-facets-statement'
import {
  allOf,
  filterConditions,
  matchesSearch,
  orderOf,
  searchQueryOf,
  similarWordsStatement,
  visibleTo,
} from './marketplace-search'

export type MarketplaceRepository = ReturnType<typeof createMarketplaceRepository>
export type MarketplaceQueries = ReturnType<typeof marketplaceQueries>
/** A snapshot's queries, and a second connection's on the same snapshot where one is idle. */
export type SnapshotQueries = MarketplaceQueries & {
  /**
   * Starts `work` on another connection that sees exactly this snapshot (an exported snapshot), so
   * it runs while this connection reads on. Undefined when no connection is idle, or on the embedded
   * database's single connection: the caller then reads in turn on this one.
   */
  alongside<T>(
    work: (queries: MarketplaceQueries) => Promise<T>,
    options?: { isWordsIndexPreferred?: boolean },
  ): Promise<T> | undefined
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

/** What the counts' reader takes a page read out of order to cost (PostgreSQL's default is 4). */
const randomPageCost = 1.1

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
     */
    snapshot<T>(work: (queries: SnapshotQueries) => Promise<T>): Promise<T> {
      const readOnlySnapshot = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const
      return db.transaction(async (tx) => {
        const started: Promise<unknown>[] = []
        let exported: Promise<string> | undefined
        const exportedId = async () => {
          const [row] = await rowsOf<{ id: string }>(tx, sql`select pg_export_snapshot() as id`)
          // A snapshot's name is hexadecimal groups; it is written into the statement, which takes no parameters.
          if (!row || !/^[0-9A-F]+(-[0-9A-F]+)+$/i.test(row.id)) throw new Error('Unexpected snapshot name')
          return row.id
        }
        const alongside: SnapshotQueries['alongside'] = (read, { isWordsIndexPreferred = false } = {}) => {
          if (spareConnectionsOf(db) === 0) return undefined
          const id = (exported ??= exportedId())
          id.catch(() => undefined)
          // The connection is asked for at once, while it is spare. Asked for only once the snapshot is
          // named, other searches could take it first, and those sharing these counts would then hold
          // every connection of the pool while waiting for them: none would ever be free again.
          const reading = db.transaction(async (other) => {
            // The snapshot, and in the same round trip, where asked, the cost of a page read out of
            // order: the listing is read from memory, where that costs about what reading in order
            // does, and the default (4 times more) made a word matching a few per cent of the
            // products read the whole table in order rather than its matches from the words' index.
            const cost = isWordsIndexPreferred ? `; set local random_page_cost = ${randomPageCost}` : ''
            await other.execute(sql.raw(`set transaction snapshot '${await id}'${cost}`))
            return read(marketplaceQueries(other))
          }, readOnlySnapshot)
          started.push(reading.catch(() => undefined))
          return reading
        }
        try {
          return await work({ ...marketplaceQueries(tx), alongside })
        } finally {
          // An exported snapshot lives while its transaction does: every reader has taken it before it ends.
          await Promise.all(started)
        }
      }, readOnlySnapshot)
    },
  }
}

function marketplaceQueries(db: Executor) {
  return {
    async search(viewerTenantId: string, query: MarketplaceListQuery) {
      const searchQuery = searchQueryOf(query.search)
      const filters = filterConditions(query)
      const where = allOf([visibleTo(viewerTenantId), matchesSearch(searchQuery), ...Object.values(filters)])
      const rows = await db
        .select(card)
        .from(products)
        .innerJoin(tenants, eq(tenants.id, products.tenantId))
        .where(where)
        .orderBy(orderOf(query, searchQuery))
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
        matchesSearch(searchQueryOf(query.search)),
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
      const { statement, filters } = facetMatchesStatementOf(scope, query, cap)
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
