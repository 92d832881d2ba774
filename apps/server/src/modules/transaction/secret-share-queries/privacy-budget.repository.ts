import { and, asc, eq, sql } from 'drizzle-orm'
import type { Executor } from '../../../db/database'
import { privacyBudgetUse, products, tenants, type PrivacyBudgetPurpose } from '../../../db/schema'

export interface BudgetKey {
  consumerTenantId: string
  productId: string
  /** The month's first day, 'YYYY-MM-01' (Asia/Jakarta). */
  month: string
  purpose: PrivacyBudgetPurpose
}

const keyOf = (key: BudgetKey) =>
  and(
    eq(privacyBudgetUse.consumerTenantId, key.consumerTenantId),
    eq(privacyBudgetUse.productId, key.productId),
    eq(privacyBudgetUse.month, key.month),
    eq(privacyBudgetUse.purpose, key.purpose),
  )

/**
 * The privacy budget's ledger (docs/decisions/0064-differential-privacy.md): one row per consumer company,
 * product, month and purpose. Every read names the consumer tenant, or the provider's tenant through the
 * product it owns.
 */
export function createPrivacyBudgetRepository(db: Executor) {
  return {
    /**
     * Charges `cost` if it fits under `total`, in one conditional UPDATE, so that instances charging at
     * once never spend past it. Returns what is used after the charge, or null when it does not fit.
     */
    async charge(
      key: BudgetKey,
      cost: number,
      total: number,
      executor: Executor = db,
    ): Promise<number | null> {
      await executor.insert(privacyBudgetUse).values(key).onConflictDoNothing()
      const [row] = await executor
        .update(privacyBudgetUse)
        .set({
          usedMicroRho: sql`${privacyBudgetUse.usedMicroRho} + ${cost}`,
          charges: sql`${privacyBudgetUse.charges} + 1`,
        })
        .where(and(keyOf(key), sql`${privacyBudgetUse.usedMicroRho} + ${cost} <= ${total}`))
        .returning({ used: privacyBudgetUse.usedMicroRho })
      return row ? Number(row.used) : null
    },

    /** Gives a charge back when its query failed before it had a result. */
    async refund(key: BudgetKey, cost: number, executor: Executor = db) {
      await executor
        .update(privacyBudgetUse)
        .set({
          usedMicroRho: sql`greatest(${privacyBudgetUse.usedMicroRho} - ${cost}, 0)`,
          charges: sql`greatest(${privacyBudgetUse.charges} - 1, 0)`,
        })
        .where(keyOf(key))
    },

    async usedOf(key: BudgetKey, executor: Executor = db): Promise<number> {
      const [row] = await executor
        .select({ used: privacyBudgetUse.usedMicroRho })
        .from(privacyBudgetUse)
        .where(keyOf(key))
        .limit(1)
      return Number(row?.used ?? 0)
    },

    /** A product of the provider, with its data type and monthly budget (null: the default). */
    async findProviderProduct(providerTenantId: string, productId: string, executor: Executor = db) {
      const [row] = await executor
        .select({ id: products.id, dataType: products.dataType, budget: products.privacyBudgetMicroRho })
        .from(products)
        .where(and(eq(products.tenantId, providerTenantId), eq(products.id, productId)))
        .limit(1)
      return row
    },

    async setProductBudget(
      providerTenantId: string,
      productId: string,
      budget: number,
      executor: Executor = db,
    ) {
      await executor
        .update(products)
        .set({ privacyBudgetMicroRho: budget })
        .where(and(eq(products.tenantId, providerTenantId), eq(products.id, productId)))
    },

    /** The monthly budget of a product a consumer may query or test (null: the default). */
    async productBudget(productId: string, executor: Executor = db): Promise<number | null> {
      const [row] = await executor
        .select({ budget: products.privacyBudgetMicroRho })
        .from(products)
        .where(eq(products.id, productId))
        .limit(1)
      return row?.budget ?? null
    },

    /** Each buyer company's use of the provider's product in a month, by company name. */
    async useOfProduct(providerTenantId: string, productId: string, month: string, executor: Executor = db) {
      return executor
        .select({
          consumerTenantId: privacyBudgetUse.consumerTenantId,
          companyName: sql<string>`coalesce(${tenants.brandName}, ${tenants.legalName})`,
          purpose: privacyBudgetUse.purpose,
          used: privacyBudgetUse.usedMicroRho,
          charges: privacyBudgetUse.charges,
        })
        .from(privacyBudgetUse)
        .innerJoin(products, eq(products.id, privacyBudgetUse.productId))
        .innerJoin(tenants, eq(tenants.id, privacyBudgetUse.consumerTenantId))
        .where(
          and(
            eq(products.tenantId, providerTenantId),
            eq(privacyBudgetUse.productId, productId),
            eq(privacyBudgetUse.month, month),
          ),
        )
        .orderBy(asc(tenants.legalName))
    },
  }
}
export type PrivacyBudgetRepository = ReturnType<typeof createPrivacyBudgetRepository>
