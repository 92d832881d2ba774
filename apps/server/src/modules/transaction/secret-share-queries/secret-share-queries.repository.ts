import { and, count, desc, eq } from 'drizzle-orm'
import type { Executor } from '../../../db/database'
import { datasets, products, secretShareQueries, transactionRequests, users } from '../../../db/schema'
import { scheduledPricesOf } from '../../../lib/price-in-force'
import { effectiveStatus, isPurchaseOf } from '../requests'

export type SecretShareQueriesRepository = ReturnType<typeof createSecretShareQueriesRepository>
export type NewSecretShareQuery = typeof secretShareQueries.$inferInsert

/**
 * Reads purchases and datasets for secret-share queries, and keeps the query history.
 * Every read of a purchase or the history names the consumer tenant, so one company never
 * reaches another's; a dataset is read only through its provider's tenant.
 */
export function createSecretShareQueriesRepository(db: Executor) {
  return {
    /**
     * An approved or expired purchase of the consumer, with its product, its status as of `now` and its
     * scheduled prices.
     */
    async findPurchase(consumerTenantId: string, transactionNo: string, now: Date, executor: Executor = db) {
      const [row] = await executor
        .select({
          request: transactionRequests,
          status: effectiveStatus(now),
          productDataType: products.dataType,
          productDatasetId: products.datasetId,
          productPrivacyBudget: products.privacyBudgetMicroRho,
        })
        .from(transactionRequests)
        .innerJoin(products, eq(products.id, transactionRequests.productId))
        .where(and(isPurchaseOf(consumerTenantId), eq(transactionRequests.transactionNo, transactionNo)))
        .limit(1)
      if (!row) return undefined
      const schedules = await scheduledPricesOf(executor, [row.request.id])
      return { ...row, schedule: schedules.get(row.request.id) ?? [] }
    },

    /** The provider's secret-share dataset with its column roles and sealed identifier key. */
    async findDataset(providerTenantId: string, datasetId: string, executor: Executor = db) {
      const [row] = await executor
        .select({
          id: datasets.id,
          secretShareColumns: datasets.secretShareColumns,
          identifierKeySealed: datasets.identifierKeySealed,
        })
        .from(datasets)
        .where(
          and(
            eq(datasets.tenantId, providerTenantId),
            eq(datasets.id, datasetId),
            eq(datasets.dataType, 'SECRET_SHARE'),
          ),
        )
        .limit(1)
      return row
    },

    async insertQuery(values: NewSecretShareQuery, executor: Executor = db) {
      const [row] = await executor.insert(secretShareQueries).values(values).returning()
      return row!
    },

    /** A purchase's queries, newest first, with who ran each. */
    async listQueries(
      consumerTenantId: string,
      transactionRequestId: string,
      page: number,
      limit: number,
      executor: Executor = db,
    ) {
      const where = and(
        eq(secretShareQueries.consumerTenantId, consumerTenantId),
        eq(secretShareQueries.transactionRequestId, transactionRequestId),
      )
      const [rows, [total]] = await Promise.all([
        executor
          .select({ query: secretShareQueries, createdByName: users.fullName })
          .from(secretShareQueries)
          .leftJoin(users, eq(users.id, secretShareQueries.requestedBy))
          .where(where)
          .orderBy(desc(secretShareQueries.createdAt), desc(secretShareQueries.id))
          .limit(limit)
          .offset((page - 1) * limit),
        executor.select({ total: count() }).from(secretShareQueries).where(where),
      ])
      return { rows, total: total?.total ?? 0 }
    },
  }
}
