import { and, asc, eq, gt, inArray, ne, sql } from 'drizzle-orm'
import type { Executor } from '../../../db/database'
import { purchasePriceChanges, transactionRequests, users } from '../../../db/schema'
import { effectiveStatus } from '../../transaction/requests'

export type ProductPurchasesRepository = ReturnType<typeof createProductPurchasesRepository>
export type NewPurchasePriceChange = typeof purchasePriceChanges.$inferInsert

/**
 * What a product's edit must respect: its live purchases (approved, unexpired, not revoked) and their
 * scheduled prices. Every read names the provider tenant, the product's own.
 */
export function createProductPurchasesRepository(db: Executor) {
  const isLive = (providerTenantId: string, productId: string, at: Date) =>
    and(
      eq(transactionRequests.providerTenantId, providerTenantId),
      eq(transactionRequests.productId, productId),
      sql`${effectiveStatus(at)} = 'APPROVED'`,
      ne(transactionRequests.accessStatus, 'REVOKED'),
    )

  return {
    async hasLive(providerTenantId: string, productId: string, at: Date, executor: Executor = db) {
      const [row] = await executor
        .select({ id: transactionRequests.id })
        .from(transactionRequests)
        .where(isLive(providerTenantId, productId, at))
        .limit(1)
      return row !== undefined
    },

    /** Whether any request of the product accepted the agreement file kept under this key. */
    async isAgreementAccepted(
      providerTenantId: string,
      productId: string,
      fileKey: string,
      executor: Executor = db,
    ) {
      const [row] = await executor
        .select({ id: transactionRequests.id })
        .from(transactionRequests)
        .where(
          and(
            eq(transactionRequests.providerTenantId, providerTenantId),
            eq(transactionRequests.productId, productId),
            sql`${transactionRequests.acceptedAgreement} ->> 'fileKey' = ${fileKey}`,
          ),
        )
        .limit(1)
      return row !== undefined
    },

    /** Which of the provider's products buyers hold live purchases of. */
    async productsWithLive(
      providerTenantId: string,
      productIds: string[],
      at: Date,
      executor: Executor = db,
    ) {
      if (productIds.length === 0) return new Set<string>()
      const rows = await executor
        .selectDistinct({ productId: transactionRequests.productId })
        .from(transactionRequests)
        .where(
          and(
            eq(transactionRequests.providerTenantId, providerTenantId),
            inArray(transactionRequests.productId, productIds),
            sql`${effectiveStatus(at)} = 'APPROVED'`,
            ne(transactionRequests.accessStatus, 'REVOKED'),
          ),
        )
      return new Set(rows.map((row) => row.productId))
    },

    async live(providerTenantId: string, productId: string, at: Date, executor: Executor = db) {
      return executor
        .select({
          id: transactionRequests.id,
          transactionNo: transactionRequests.transactionNo,
          consumerTenantId: transactionRequests.consumerTenantId,
          terms: transactionRequests.transactionMetadata,
          periodStart: transactionRequests.periodStart,
          periodCount: transactionRequests.periodCount,
        })
        .from(transactionRequests)
        .where(isLive(providerTenantId, productId, at))
        .orderBy(asc(transactionRequests.createdAt))
    },

    /** A newer change replaces those not yet in force: only the latest word on a price stands. */
    async dropPending(transactionRequestIds: string[], at: Date, executor: Executor = db) {
      if (transactionRequestIds.length === 0) return
      await executor
        .delete(purchasePriceChanges)
        .where(
          and(
            inArray(purchasePriceChanges.transactionRequestId, transactionRequestIds),
            gt(purchasePriceChanges.effectiveFrom, at),
          ),
        )
    },

    async insertChanges(values: NewPurchasePriceChange[], executor: Executor = db) {
      if (values.length > 0) await executor.insert(purchasePriceChanges).values(values)
    },

    /** The active owner and admins of a consumer company: who hears about its purchases' prices. */
    async buyersOf(consumerTenantId: string, executor: Executor = db) {
      return executor
        .select({ email: users.email, fullName: users.fullName })
        .from(users)
        .where(
          and(
            eq(users.tenantId, consumerTenantId),
            eq(users.status, 'ACTIVE'),
            inArray(users.applicationRole, ['superadmin', 'admin']),
          ),
        )
        .orderBy(asc(users.email))
    },
  }
}
