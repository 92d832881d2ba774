import type { TransactionRequestListQuery, TransactionRequestStatus } from '@lumbung/contract'
import { and, asc, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm'
import type { Executor } from '../../../db/database'
import { products, tenants, transactionRequests, type TransactionRequestRow } from '../../../db/schema'
import { containsPattern } from '../../../lib/sql-patterns'
import { effectiveStatus } from './request-status'
import { sideTenant, type RequestSide } from './requests.repository'

export type RequestQueriesRepository = ReturnType<typeof createRequestQueriesRepository>

/** Instants, already turned from Jakarta calendar days by the service. */
export interface InstantRange {
  from?: Date | undefined
  until?: Date | undefined
}

const metadataText = (
  column: typeof transactionRequests.transactionMetadata | typeof transactionRequests.requestMetadata,
  key: string,
) => sql<string>`(${column} ->> ${sql.raw(`'${key}'`)})`

// Spelled out: inside a single-table select Drizzle leaves columns unqualified, and a bare "id" here
// would name the revision's own id.
const revisionCount = sql<number>`(select count(*)::int from transaction_request_revisions revision where revision.transaction_request_id = ${sql.raw('"transaction_requests"."id"')})`

function rangeConditions(range: InstantRange): SQL[] {
  const conditions: SQL[] = []
  if (range.from) conditions.push(gte(transactionRequests.createdAt, range.from))
  if (range.until) conditions.push(lt(transactionRequests.createdAt, range.until))
  return conditions
}

/** Lists, counts and dropdowns; every query is limited to the caller's side of its own tenant. */
export function createRequestQueriesRepository(db: Executor) {
  return {
    async list(
      side: RequestSide,
      tenantId: string,
      query: TransactionRequestListQuery,
      range: InstantRange,
      now: Date,
      executor: Executor = db,
    ): Promise<{ rows: (TransactionRequestRow & { revisionCount: number })[]; total: number }> {
      const status = effectiveStatus(now)
      const conditions: SQL[] = [eq(sideTenant(side), tenantId), ...rangeConditions(range)]
      if (query.status) conditions.push(sql`${status} = ${query.status}`)
      if (query.product_id) conditions.push(eq(transactionRequests.productId, query.product_id))
      if (query.tenant_id) {
        const counterpart =
          side === 'consumer' ? transactionRequests.providerTenantId : transactionRequests.consumerTenantId
        conditions.push(eq(counterpart, query.tenant_id))
      }
      if (query.search) {
        const pattern = containsPattern(query.search)
        conditions.push(
          or(
            ilike(transactionRequests.transactionNo, pattern),
            ilike(metadataText(transactionRequests.transactionMetadata, 'product_name'), pattern),
            ilike(metadataText(transactionRequests.transactionMetadata, 'owner_legal_name'), pattern),
            ilike(metadataText(transactionRequests.requestMetadata, 'legal_name'), pattern),
            ilike(metadataText(transactionRequests.requestMetadata, 'full_name'), pattern),
          )!,
        )
      }
      const where = and(...conditions)
      const [rows, [totals]] = await Promise.all([
        executor
          .select({ request: transactionRequests, status, revisionCount })
          .from(transactionRequests)
          .where(where)
          .orderBy(desc(transactionRequests.createdAt), desc(transactionRequests.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        executor
          .select({ total: sql<number>`count(*)::int` })
          .from(transactionRequests)
          .where(where),
      ])
      return {
        rows: rows.map((row) => ({ ...row.request, status: row.status, revisionCount: row.revisionCount })),
        total: totals?.total ?? 0,
      }
    },

    /** Requests for the provider's products counted by product and status over the range. */
    async countByProductAndStatus(
      providerTenantId: string,
      range: InstantRange,
      productId: string | undefined,
      now: Date,
      executor: Executor = db,
    ): Promise<
      { productId: string; productName: string; status: TransactionRequestStatus; total: number }[]
    > {
      const conditions: SQL[] = [
        eq(transactionRequests.providerTenantId, providerTenantId),
        ...rangeConditions(range),
      ]
      if (productId) conditions.push(eq(transactionRequests.productId, productId))
      const status = effectiveStatus(now)
      return executor
        .select({
          productId: transactionRequests.productId,
          productName: products.name,
          status,
          total: sql<number>`count(*)::int`,
        })
        .from(transactionRequests)
        .innerJoin(products, eq(products.id, transactionRequests.productId))
        .where(and(...conditions))
        .groupBy(transactionRequests.productId, products.name, status)
        .orderBy(asc(products.name), asc(transactionRequests.productId))
    },

    /** The companies on the other side of the tenant's requests. */
    async counterparts(side: RequestSide, tenantId: string, executor: Executor = db) {
      const counterpart =
        side === 'consumer' ? transactionRequests.providerTenantId : transactionRequests.consumerTenantId
      return executor
        .selectDistinct({ value: tenants.id, description: tenants.legalName })
        .from(transactionRequests)
        .innerJoin(tenants, eq(tenants.id, counterpart))
        .where(eq(sideTenant(side), tenantId))
        .orderBy(asc(tenants.legalName), asc(tenants.id))
    },

    /** The products the tenant's requests are for, by their current names. */
    async requestedProducts(side: RequestSide, tenantId: string, executor: Executor = db) {
      return executor
        .selectDistinct({ value: products.id, description: products.name })
        .from(transactionRequests)
        .innerJoin(products, eq(products.id, transactionRequests.productId))
        .where(eq(sideTenant(side), tenantId))
        .orderBy(asc(products.name), asc(products.id))
    },
  }
}
