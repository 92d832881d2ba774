import type { RecommendationStatus } from '@lumbung/contract'
import { and, asc, count, desc, eq, ilike, inArray, ne, notInArray, or, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Executor } from '../../../db/database'
import {
  products,
  recommendationResponses,
  recommendations,
  tenants,
  users,
  type RecommendationRow,
} from '../../../db/schema'
import { containsPattern } from '../../../lib/sql-patterns'

export type RecommendationsRepository = ReturnType<typeof createRecommendationsRepository>
export type NewRecommendationRow = typeof recommendations.$inferInsert

/** A data-need request with the names its screens show beside it. */
export interface RecommendationRecord {
  recommendation: RecommendationRow
  consumerLegalName: string
  consumerIndustry: string | null
  requesterName: string
  requesterEmail: string
  requesterStatus: string
  triagedByName: string | null
}

export interface AnswerRecord {
  id: string
  recommendationId: string
  productId: string
  productName: string
  productShortDescription: string | null
  productStatus: string
  providerTenantId: string
  providerName: string
  message: string | null
  responderName: string
  createdAt: Date
}

export interface RecommendationListFilter {
  page: number
  limit: number
  search?: string | undefined
  status?: RecommendationStatus | undefined
  /** The consumer's own list. */
  tenantId?: string
  /** The provider board: only these statuses, never the provider's own company's requests. */
  statuses?: readonly RecommendationStatus[]
  excludeTenantId?: string
  /** The operators' list puts the ones waiting for triage first. */
  isOpenFirst?: boolean
}

const requester = alias(users, 'recommendation_requester')
const triager = alias(users, 'recommendation_triager')
const responder = alias(users, 'recommendation_responder')
const provider = alias(tenants, 'recommendation_provider')

/**
 * Data-need requests cross tenants by design (operators see all, providers see other companies' open
 * ones), so each caller names the scope it reads: the consumer's tenant, or the board's exclusions.
 */
export function createRecommendationsRepository(db: Executor) {
  function selectRecords(executor: Executor) {
    return executor
      .select({
        recommendation: recommendations,
        consumerLegalName: tenants.legalName,
        consumerIndustry: tenants.industry,
        requesterName: requester.fullName,
        requesterEmail: requester.email,
        requesterStatus: requester.status,
        triagedByName: triager.fullName,
      })
      .from(recommendations)
      .innerJoin(tenants, eq(tenants.id, recommendations.tenantId))
      .innerJoin(requester, eq(requester.id, recommendations.createdBy))
      .leftJoin(triager, eq(triager.id, recommendations.triagedBy))
  }

  function conditionsOf(filter: RecommendationListFilter): SQL | undefined {
    const conditions: SQL[] = []
    if (filter.tenantId) conditions.push(eq(recommendations.tenantId, filter.tenantId))
    if (filter.excludeTenantId) conditions.push(ne(recommendations.tenantId, filter.excludeTenantId))
    if (filter.statuses) conditions.push(inArray(recommendations.status, [...filter.statuses]))
    if (filter.status) conditions.push(eq(recommendations.status, filter.status))
    if (filter.search) {
      const pattern = containsPattern(filter.search)
      conditions.push(
        or(
          ilike(recommendations.dataNeeded, pattern),
          ilike(recommendations.purpose, pattern),
          ilike(tenants.legalName, pattern),
        )!,
      )
    }
    return conditions.length > 0 ? and(...conditions) : undefined
  }

  return {
    /**
     * How many requests the company sent since `since`, counted under a lock on the company held to
     * the end of the caller's transaction, so two requests at once cannot both take the last place.
     */
    async countSentSinceLocked(tenantId: string, since: Date, executor: Executor): Promise<number> {
      await executor.execute(sql`select pg_advisory_xact_lock(hashtext(${`recommendations:${tenantId}`}))`)
      const [row] = await executor
        .select({ total: count() })
        .from(recommendations)
        .where(and(eq(recommendations.tenantId, tenantId), sql`${recommendations.createdAt} >= ${since}`))
      return row?.total ?? 0
    },

    async insert(row: NewRecommendationRow, executor: Executor = db): Promise<RecommendationRow> {
      const [inserted] = await executor.insert(recommendations).values(row).returning()
      return inserted!
    },

    async findById(id: string, executor: Executor = db): Promise<RecommendationRecord | undefined> {
      const [record] = await selectRecords(executor).where(eq(recommendations.id, id)).limit(1)
      return record
    },

    /** The row alone, locked for the rest of the caller's transaction. */
    async lockById(id: string, executor: Executor): Promise<RecommendationRow | undefined> {
      const [row] = await executor
        .select()
        .from(recommendations)
        .where(eq(recommendations.id, id))
        .for('update')
        .limit(1)
      return row
    },

    async list(
      filter: RecommendationListFilter,
      executor: Executor = db,
    ): Promise<{ records: RecommendationRecord[]; total: number }> {
      const where = conditionsOf(filter)
      const openFirst = sql`case ${recommendations.status} when 'OPEN' then 0 when 'IN_REVIEW' then 1 else 2 end`
      const order = filter.isOpenFirst
        ? [openFirst, desc(recommendations.createdAt), asc(recommendations.id)]
        : [desc(recommendations.createdAt), asc(recommendations.id)]
      const [records, [totals]] = await Promise.all([
        selectRecords(executor)
          .where(where)
          .orderBy(...order)
          .limit(filter.limit)
          .offset((filter.page - 1) * filter.limit),
        executor
          .select({ total: count() })
          .from(recommendations)
          .innerJoin(tenants, eq(tenants.id, recommendations.tenantId))
          .where(where),
      ])
      return { records, total: totals?.total ?? 0 }
    },

    /** Moves the request only if it is still in `from`, so two operators cannot both move it. */
    async changeStatus(
      id: string,
      change: {
        from: RecommendationStatus
        to: RecommendationStatus
        note?: string | undefined
        by: string
        at: Date
      },
      executor: Executor = db,
    ): Promise<boolean> {
      const rows = await executor
        .update(recommendations)
        .set({
          status: change.to,
          ...(change.note === undefined ? {} : { operatorNote: change.note }),
          triagedBy: change.by,
          triagedAt: change.at,
          updatedAt: change.at,
        })
        .where(and(eq(recommendations.id, id), eq(recommendations.status, change.from)))
        .returning({ id: recommendations.id })
      return rows.length > 0
    },

    /** Answers to the given requests, oldest first; `providerTenantId` narrows them to one provider's. */
    async answersOf(
      recommendationIds: string[],
      providerTenantId?: string,
      executor: Executor = db,
    ): Promise<AnswerRecord[]> {
      if (recommendationIds.length === 0) return []
      const conditions: SQL[] = [inArray(recommendationResponses.recommendationId, recommendationIds)]
      if (providerTenantId) conditions.push(eq(recommendationResponses.providerTenantId, providerTenantId))
      return executor
        .select({
          id: recommendationResponses.id,
          recommendationId: recommendationResponses.recommendationId,
          productId: products.id,
          productName: products.name,
          productShortDescription: products.shortDescription,
          productStatus: products.status,
          providerTenantId: recommendationResponses.providerTenantId,
          providerName: provider.legalName,
          message: recommendationResponses.message,
          responderName: responder.fullName,
          createdAt: recommendationResponses.createdAt,
        })
        .from(recommendationResponses)
        .innerJoin(products, eq(products.id, recommendationResponses.productId))
        .innerJoin(provider, eq(provider.id, recommendationResponses.providerTenantId))
        .innerJoin(responder, eq(responder.id, recommendationResponses.respondedBy))
        .where(and(...conditions))
        .orderBy(asc(recommendationResponses.createdAt), asc(recommendationResponses.id))
    },

    async answerCounts(recommendationIds: string[], executor: Executor = db): Promise<Map<string, number>> {
      if (recommendationIds.length === 0) return new Map()
      const rows = await executor
        .select({ id: recommendationResponses.recommendationId, total: count() })
        .from(recommendationResponses)
        .where(inArray(recommendationResponses.recommendationId, recommendationIds))
        .groupBy(recommendationResponses.recommendationId)
      return new Map(rows.map((row) => [row.id, row.total]))
    },

    /**
     * The provider's own published products that may go to this consumer: public ones and private
     * offers made to it, less those already given as an answer to this request.
     */
    async answerableProducts(
      providerTenantId: string,
      consumerTenantId: string,
      recommendationId: string,
      executor: Executor = db,
    ): Promise<{ id: string; name: string }[]> {
      const answered = await executor
        .select({ productId: recommendationResponses.productId })
        .from(recommendationResponses)
        .where(eq(recommendationResponses.recommendationId, recommendationId))
      const answeredIds = answered.map((row) => row.productId)
      return executor
        .select({ id: products.id, name: products.name })
        .from(products)
        .where(
          and(
            eq(products.tenantId, providerTenantId),
            eq(products.status, 'PUBLISHED'),
            or(eq(products.isPrivate, false), eq(products.consumerTenantId, consumerTenantId)),
            ...(answeredIds.length > 0 ? [notInArray(products.id, answeredIds)] : []),
          ),
        )
        .orderBy(asc(products.name), asc(products.id))
    },

    /** One product of the provider, whatever its status; another company's product is never found. */
    async findOwnProduct(providerTenantId: string, productId: string, executor: Executor = db) {
      const [row] = await executor
        .select({
          id: products.id,
          name: products.name,
          status: products.status,
          isPrivate: products.isPrivate,
          consumerTenantId: products.consumerTenantId,
        })
        .from(products)
        .where(and(eq(products.tenantId, providerTenantId), eq(products.id, productId)))
        .limit(1)
      return row
    },

    /** Inserts the answer; false when this product already answers this request. */
    async insertAnswer(
      row: typeof recommendationResponses.$inferInsert,
      executor: Executor = db,
    ): Promise<boolean> {
      const inserted = await executor
        .insert(recommendationResponses)
        .values(row)
        .onConflictDoNothing({
          target: [recommendationResponses.recommendationId, recommendationResponses.productId],
        })
        .returning({ id: recommendationResponses.id })
      return inserted.length > 0
    },

    async touch(id: string, at: Date, executor: Executor = db) {
      await executor.update(recommendations).set({ updatedAt: at }).where(eq(recommendations.id, id))
    },

    /** Platform operators who read new requests: active users with the operator flag. */
    async operators(executor: Executor = db) {
      return executor
        .select({ email: users.email, fullName: users.fullName })
        .from(users)
        .where(and(eq(users.isOperator, true), eq(users.status, 'ACTIVE')))
        .orderBy(asc(users.email))
    },

    async tenantName(tenantId: string, executor: Executor = db): Promise<string | undefined> {
      const [row] = await executor
        .select({ legalName: tenants.legalName })
        .from(tenants)
        .where(eq(tenants.id, tenantId))
        .limit(1)
      return row?.legalName
    },
  }
}
