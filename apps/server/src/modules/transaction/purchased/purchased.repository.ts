import type { PurchasedListQuery } from '@lumbung/contract'
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Executor } from '../../../db/database'
import { datasets, products, tenantApiKeys, tenants, transactionRequests } from '../../../db/schema'
import { scheduledPricesOf, type ScheduledPrice } from '../../../lib/price-in-force'
import { purchaseTrials, trialEndSql } from '../../../lib/purchase-trials'
import { containsPattern } from '../../../lib/sql-patterns'
import { effectiveStatus, isEntitledNow, isPurchaseOf } from '../requests'

export type PurchasedRepository = ReturnType<typeof createPurchasedRepository>

const provider = alias(tenants, 'purchased_provider')

const snapshot = (field: string) =>
  sql<string | null>`${transactionRequests.transactionMetadata} ->> ${field}`

/**
 * The provider's name as it was when the request was sent (what the request screens show), or its
 * current name for a request without one.
 */
const ownerLegalName = sql<string>`coalesce(nullif(${snapshot('owner_legal_name')}, ''), ${provider.legalName})`

/**
 * Reads purchases: transaction requests that were APPROVED (and may since have EXPIRED). Every query
 * names the consumer tenant it reads, so one company never reaches another's purchases; waiting,
 * rejected and withdrawn requests are never purchases.
 */
export function createPurchasedRepository(db: Executor) {
  function selectRecords(now: Date, executor: Executor) {
    return executor
      .select({
        request: transactionRequests,
        status: effectiveStatus(now),
        productName: products.name,
        productImage: products.image,
        shortDescription: products.shortDescription,
        productDataType: products.dataType,
        datasetId: products.datasetId,
        ownerLegalName,
      })
      .from(transactionRequests)
      .innerJoin(products, eq(products.id, transactionRequests.productId))
      .innerJoin(provider, eq(provider.id, transactionRequests.providerTenantId))
  }

  function listConditions(tenantId: string, query: Partial<PurchasedListQuery>, now: Date): SQL {
    const conditions: SQL[] = [isPurchaseOf(tenantId)]
    if (query.status) conditions.push(sql`${effectiveStatus(now)} = ${query.status}`)
    if (query.access_status) conditions.push(eq(transactionRequests.accessStatus, query.access_status))
    if (query.data_type) conditions.push(sql`${snapshot('data_type')} = ${query.data_type}`)
    if (query.provider_id) conditions.push(eq(transactionRequests.providerTenantId, query.provider_id))
    if (query.product_id) conditions.push(eq(transactionRequests.productId, query.product_id))
    if (query.search) {
      const pattern = containsPattern(query.search)
      conditions.push(
        or(
          sql`${snapshot('product_name')} ilike ${pattern}`,
          ilike(transactionRequests.transactionNo, pattern),
          sql`${ownerLegalName} ilike ${pattern}`,
        )!,
      )
    }
    return and(...conditions)!
  }

  return {
    /**
     * The company's free trial of a product (lib/purchase-trials.ts) and the billable calls or queries
     * made since it began, from the daily rollups billing reads; undefined when it has none.
     */
    async trialOf(consumerTenantId: string, productId: string, executor: Executor = db) {
      const result =
        await executor.execute(sql`select t.trial_calls, t.trial_days, ${trialEndSql('t')} as ends_at,
          (select coalesce(sum(d.billable_calls), 0) from usage_daily d
            where d.consumer_tenant_id = t.consumer_tenant_id and d.product_id = t.product_id
              and d.kind in ('API_CALL', 'QUERY') and d.bucket >= t.trial_from)::bigint as used
        from (${purchaseTrials(sql`tr.consumer_tenant_id = ${consumerTenantId} and tr.product_id = ${productId}`)}) t`)
      const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0]
      if (!row) return undefined
      const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value))
      return {
        calls: numberOrNull(row.trial_calls),
        days: numberOrNull(row.trial_days),
        endsAt: row.ends_at === null || row.ends_at === undefined ? null : new Date(String(row.ends_at)),
        used: Number(row.used ?? 0),
      }
    },

    async list(tenantId: string, query: PurchasedListQuery, now: Date, executor: Executor = db) {
      const where = listConditions(tenantId, query, now)
      const [records, [totals]] = await Promise.all([
        selectRecords(now, executor)
          .where(where)
          .orderBy(
            desc(transactionRequests.decidedAt),
            desc(transactionRequests.createdAt),
            asc(transactionRequests.id),
          )
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        executor
          .select({ total: count() })
          .from(transactionRequests)
          .innerJoin(provider, eq(provider.id, transactionRequests.providerTenantId))
          .where(where),
      ])
      return { records, total: totals?.total ?? 0 }
    },

    async findByTransactionNo(tenantId: string, transactionNo: string, now: Date, executor: Executor = db) {
      const [record] = await selectRecords(now, executor)
        .where(and(isPurchaseOf(tenantId), eq(transactionRequests.transactionNo, transactionNo)))
        .limit(1)
      return record
    },

    /**
     * The purchases the company may call now, newest approval first (one product may appear twice): a
     * suspended or revoked purchase is not one of them.
     */
    async activeApiPurchases(tenantId: string, now: Date, productId?: string, executor: Executor = db) {
      const conditions: SQL[] = [
        eq(transactionRequests.consumerTenantId, tenantId),
        isEntitledNow(now),
        eq(products.dataType, 'API'),
      ]
      if (productId) conditions.push(eq(transactionRequests.productId, productId))
      return selectRecords(now, executor)
        .where(and(...conditions))
        .orderBy(desc(transactionRequests.decidedAt), asc(transactionRequests.id))
    },

    /** The provider's dataset behind a product; the product's own tenant owns it. */
    async datasetOf(providerTenantId: string, datasetId: string, executor: Executor = db) {
      const [row] = await executor
        .select()
        .from(datasets)
        .where(and(eq(datasets.tenantId, providerTenantId), eq(datasets.id, datasetId)))
        .limit(1)
      return row
    },

    async datasetsOf(providerTenantIds: string[], datasetIds: string[], executor: Executor = db) {
      if (datasetIds.length === 0) return []
      return executor
        .select()
        .from(datasets)
        .where(and(inArray(datasets.tenantId, providerTenantIds), inArray(datasets.id, datasetIds)))
    },

    /** A purchase's scheduled prices (the purchase was read through its consumer tenant first). */
    async scheduledPrices(transactionRequestId: string, executor: Executor = db): Promise<ScheduledPrice[]> {
      return (await scheduledPricesOf(executor, [transactionRequestId])).get(transactionRequestId) ?? []
    },

    /** The last four characters of the company's gateway key, or undefined while it has none. */
    async apiKeyLastFour(tenantId: string, executor: Executor = db): Promise<string | undefined> {
      const [row] = await executor
        .select({ lastFour: tenantApiKeys.lastFour })
        .from(tenantApiKeys)
        .where(eq(tenantApiKeys.tenantId, tenantId))
        .limit(1)
      return row?.lastFour
    },
  }
}

export type PurchasedRecord = Awaited<ReturnType<PurchasedRepository['list']>>['records'][number]
