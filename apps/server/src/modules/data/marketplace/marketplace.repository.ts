import type { MarketplaceListQuery, MarketplaceProvidersQuery } from '@lumbung/contract'
import { and, asc, eq, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Database, Executor } from '../../../db/database'
import { datasets, productFields, products, tenants, users } from '../../../db/schema'
import { containsPattern } from '../../../lib/sql-patterns'
import {
  allOf,
  facetFilters,
  filterConditions,
  matchesSearch,
  matchesSearchAmongFew,
  orderOf,
  privateOffersOf,
  publicListing,
  searchQueryOf,
  similarWordsStatement,
  visibleTo,
  type FacetFilter,
} from './marketplace-search'

export type MarketplaceRepository = ReturnType<typeof createMarketplaceRepository>
export type MarketplaceQueries = ReturnType<typeof marketplaceQueries>

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

export interface FacetRow {
  /** `matched`: the search's matches read, before the filters. */
  facet: FacetFilter | 'total' | 'matched'
  value: string | null
  label: string | null
  count: number
  min: number | null
  max: number | null
}

/** The companies the marketplace shows as providers: verified ones (never the platform's own tenant). */
const listedProvider = (): SQL[] => [
  eq(tenants.isProvider, true),
  eq(tenants.verificationStatus, 'VERIFIED'),
  eq(tenants.isPlatform, false),
]

const creator = alias(users, 'marketplace_product_creator')
const modifier = alias(users, 'marketplace_product_modifier')
const facetSize = 20

const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value))

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
    snapshot<T>(work: (queries: MarketplaceQueries) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(marketplaceQueries(tx)), {
        isolationLevel: 'repeatable read',
        accessMode: 'read only',
      })
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
     * The total and every facet's counts in one statement: the matching products are read once (with
     * one flag per filter) and each facet counts the rows that pass every filter but its own. `scope`
     * is the public listing (the same for every viewer) or one viewer's private offers. At most
     * `cap` + 1 matches of the search are read; the `matched` row says how many were, so more than
     * `cap` means every count is of those matches only, a lower bound.
     */
    async facets(
      scope: { kind: 'public' } | { kind: 'private'; viewerTenantId: string },
      query: MarketplaceListQuery,
      cap: number,
    ): Promise<FacetRow[]> {
      const visibility = scope.kind === 'public' ? publicListing : privateOffersOf(scope.viewerTenantId)
      const searchQuery = searchQueryOf(query.search)
      const filters = filterConditions(query)
      const flag = (name: FacetFilter) => filters[name] ?? sql`true`
      const others = (name: FacetFilter | 'total') =>
        sql.raw(
          facetFilters
            .filter((filter) => filter !== name && filters[filter])
            .map((filter) => `f_${filter}`)
            .join(' and ') || 'true',
        )
      const selectedProviders = query.provider_id.map((id) => id.toLowerCase())
      const isSelected =
        selectedProviders.length > 0
          ? sql`base.tenant_id::text in (${sql.join(
              selectedProviders.map((id) => sql`${id}`),
              sql`, `,
            )})`
          : sql`false`
      const grouped = (name: Exclude<FacetFilter, 'category' | 'provider' | 'price'>, column: string) =>
        sql`select ${name}::text as facet, ${sql.raw(column)}::text as value, null::text as label, count(*)::int as count, null::bigint as min, null::bigint as max
            from base where ${others(name)} and ${sql.raw(column)} is not null group by ${sql.raw(column)}`
      const statement = sql`with base as materialized (
          select ${products.categories} as categories, ${products.dataType} as data_type,
            ${products.pricingModel} as pricing_model, ${products.deliveryMethod} as delivery_method,
            ${products.tenantId} as tenant_id, ${tenants.industry} as industry, ${products.price} as price,
            ${flag('category')} as f_category, ${flag('data_type')} as f_data_type,
            ${flag('pricing_model')} as f_pricing_model, ${flag('delivery_method')} as f_delivery_method,
            ${flag('provider')} as f_provider, ${flag('industry')} as f_industry, ${flag('price')} as f_price
          from ${products} inner join ${tenants} on ${tenants.id} = ${products.tenantId}
          where ${allOf([
            visibility,
            scope.kind === 'public' ? matchesSearch(searchQuery) : matchesSearchAmongFew(searchQuery),
          ])}
          limit ${cap + 1}
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
        union all ${grouped('industry', 'industry')}
        union all
        select 'category', category, null, count(*)::int, null, null
          from base cross join lateral jsonb_array_elements_text(base.categories) as category
          where ${others('category')} group by category
        union all
        select 'provider', counted.tenant_id::text, coalesce(${tenants.brandName}, ${tenants.legalName}), counted.count, null, null
          from (
            select base.tenant_id, count(*)::int as count, bool_or(${isSelected}) as is_selected
            from base where ${others('provider')} group by base.tenant_id
            order by is_selected desc, count desc limit ${facetSize + selectedProviders.length}
          ) as counted inner join ${tenants} on ${tenants.id} = counted.tenant_id`
      // Compiling machine code for the broad public count costs more than the count itself, and its
      // matches are kept in memory rather than a temporary file; a viewer's
      // few private offers never reach the planner's threshold for it.
      const rows =
        scope.kind === 'public'
          ? await db.transaction(async (tx) => {
              await tx.execute(
                sql`select set_config('jit', 'off', true), set_config('work_mem', '32MB', true)`,
              )
              return rowsOf<Record<string, unknown>>(tx, statement)
            })
          : await rowsOf<Record<string, unknown>>(db, statement)
      return rows.map((row) => ({
        facet: row.facet as FacetRow['facet'],
        value: (row.value as string | null) ?? null,
        label: (row.label as string | null) ?? null,
        count: Number(row.count),
        min: numberOrNull(row.min),
        max: numberOrNull(row.max),
      }))
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
