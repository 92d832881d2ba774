import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Database, Executor } from '../../db/database'
import {
  products,
  spendCapAlerts,
  spendCapProducts,
  spendCapSettings,
  tenants,
  transactionRequests,
  type SpendCapAlertRow,
} from '../../db/schema'
import { rowsOf } from './billing-charges.repository'

/** A company's caps as stored; `productCaps` by product id. */
export interface StoredSpendCaps {
  companyCap: number | null
  isRefusingAtCap: boolean
  productCaps: Map<string, number>
  updatedAt: Date | null
}

export interface NewSpendCapAlert {
  tenantId: string
  period: string
  capKey: string
  productId: string | null
  threshold: number
  cap: number
  spend: number
}

/** Spend caps and the thresholds they reached (docs/decisions/0051-spend-caps.md); tenant-scoped. */
export function createSpendCapsRepository(db: Database) {
  return {
    async capsOf(tenantId: string, executor: Executor = db): Promise<StoredSpendCaps> {
      const [settings] = await executor
        .select()
        .from(spendCapSettings)
        .where(eq(spendCapSettings.tenantId, tenantId))
        .limit(1)
      const rows = await executor
        .select({ productId: spendCapProducts.productId, cap: spendCapProducts.cap })
        .from(spendCapProducts)
        .where(eq(spendCapProducts.tenantId, tenantId))
      return {
        companyCap: settings?.companyCap ?? null,
        isRefusingAtCap: settings?.isRefusingAtCap ?? false,
        productCaps: new Map(rows.map((row) => [row.productId, row.cap])),
        updatedAt: settings?.updatedAt ?? null,
      }
    },

    /** Replaces the company's caps: the product caps given are all it keeps. */
    async saveCaps(
      tenantId: string,
      caps: { companyCap: number | null; isRefusingAtCap: boolean; productCaps: Map<string, number> },
      updatedBy: string,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .insert(spendCapSettings)
          .values({ tenantId, companyCap: caps.companyCap, isRefusingAtCap: caps.isRefusingAtCap, updatedBy })
          .onConflictDoUpdate({
            target: spendCapSettings.tenantId,
            set: {
              companyCap: caps.companyCap,
              isRefusingAtCap: caps.isRefusingAtCap,
              updatedBy,
              updatedAt: new Date(),
            },
          })
        await tx.delete(spendCapProducts).where(eq(spendCapProducts.tenantId, tenantId))
        if (caps.productCaps.size > 0) {
          await tx
            .insert(spendCapProducts)
            .values([...caps.productCaps].map(([productId, cap]) => ({ tenantId, productId, cap })))
        }
      })
    },

    /** The products the company holds an approved purchase of, with their names and providers. */
    async purchasedProducts(tenantId: string) {
      return db
        .selectDistinct({
          productId: products.id,
          productName: products.name,
          providerLegalName: tenants.legalName,
        })
        .from(transactionRequests)
        .innerJoin(products, eq(products.id, transactionRequests.productId))
        .innerJoin(tenants, eq(tenants.id, products.tenantId))
        .where(
          and(eq(transactionRequests.consumerTenantId, tenantId), eq(transactionRequests.status, 'APPROVED')),
        )
        .orderBy(asc(products.name), asc(products.id))
    },

    /** Of the ids given, those the company holds an approved purchase of. */
    async purchasedAmong(tenantId: string, productIds: readonly string[]): Promise<Set<string>> {
      if (productIds.length === 0) return new Set()
      const rows = await db
        .selectDistinct({ productId: transactionRequests.productId })
        .from(transactionRequests)
        .where(
          and(
            eq(transactionRequests.consumerTenantId, tenantId),
            eq(transactionRequests.status, 'APPROVED'),
            inArray(transactionRequests.productId, [...productIds]),
          ),
        )
      return new Set(rows.map((row) => row.productId))
    },

    async productNames(productIds: readonly string[]): Promise<Map<string, string>> {
      if (productIds.length === 0) return new Map()
      const rows = await db
        .select({ id: products.id, name: products.name })
        .from(products)
        .where(inArray(products.id, [...productIds]))
      return new Map(rows.map((row) => [row.id, row.name]))
    },

    /** Every company with a cap: the ones the spend check looks at. */
    async tenantsWithCaps(): Promise<string[]> {
      const rows = await db.execute(sql`select tenant_id from spend_cap_settings where company_cap is not null
        union select tenant_id from spend_cap_products`)
      return rowsOf(rows).map((row) => String(row.tenant_id))
    },

    /** Records a reached threshold once; answers whether this call recorded it. */
    async insertAlert(alert: NewSpendCapAlert, executor: Executor): Promise<boolean> {
      const rows = await executor
        .insert(spendCapAlerts)
        .values(alert)
        .onConflictDoNothing({
          target: [
            spendCapAlerts.tenantId,
            spendCapAlerts.period,
            spendCapAlerts.capKey,
            spendCapAlerts.threshold,
          ],
        })
        .returning({ id: spendCapAlerts.id })
      return rows.length > 0
    },

    async alertsOf(tenantId: string, period: string): Promise<SpendCapAlertRow[]> {
      return db
        .select()
        .from(spendCapAlerts)
        .where(and(eq(spendCapAlerts.tenantId, tenantId), eq(spendCapAlerts.period, period)))
        .orderBy(asc(spendCapAlerts.reachedAt))
    },
  }
}

export type SpendCapsRepository = ReturnType<typeof createSpendCapsRepository>
