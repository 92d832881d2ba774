import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { scheduledPricesOf } from '../../lib/price-in-force'
import {
  apiSettings,
  consumerApiKeys,
  datasets,
  gatewayQuotaPeriods,
  products,
  tenantApiKeys,
  tenants,
  transactionRequests,
  users,
} from '../../db/schema'

/** Who a presented key belongs to: the tenant key (no id) or one of the company's named keys. */
export interface KeyRecord {
  tenantId: string
  /** The named key's id; null for the tenant key. */
  apiKeyId: string | null
  /** A named key stops working once the member who created it is deactivated. */
  isCreatorActive: boolean
}

/**
 * The gateway's reads and its quota reservations. The reads run only when the gateway's in-memory
 * state has nothing fresh (a few times a minute per key and product), never once per call.
 */
export function createGatewayRepository(db: Database) {
  return {
    async findKey(keyHash: string): Promise<KeyRecord | undefined> {
      const [[tenantKey], [namedKey]] = await Promise.all([
        db
          .select({ tenantId: tenantApiKeys.tenantId })
          .from(tenantApiKeys)
          .where(eq(tenantApiKeys.keyHash, keyHash))
          .limit(1),
        db
          .select({ id: consumerApiKeys.id, tenantId: consumerApiKeys.tenantId, creatorStatus: users.status })
          .from(consumerApiKeys)
          .leftJoin(users, eq(users.id, consumerApiKeys.createdBy))
          .where(and(eq(consumerApiKeys.keyHash, keyHash), isNull(consumerApiKeys.revokedAt)))
          .limit(1),
      ])
      if (tenantKey) return { tenantId: tenantKey.tenantId, apiKeyId: null, isCreatorActive: true }
      if (namedKey) {
        return {
          tenantId: namedKey.tenantId,
          apiKeyId: namedKey.id,
          // A key whose creator is unknown (created by the platform) has nobody to be deactivated.
          isCreatorActive: namedKey.creatorStatus === null || namedKey.creatorStatus === 'ACTIVE',
        }
      }
      return undefined
    },

    async tenantOf(tenantId: string) {
      const [row] = await db
        .select({ verificationStatus: tenants.verificationStatus, isConsumer: tenants.isConsumer })
        .from(tenants)
        .where(eq(tenants.id, tenantId))
        .limit(1)
      return row
    },

    async productOf(productId: string) {
      const [row] = await db
        .select({
          id: products.id,
          tenantId: products.tenantId,
          dataType: products.dataType,
          datasetId: products.datasetId,
          pricingModel: products.pricingModel,
          price: products.price,
          monthlyQuota: products.monthlyQuota,
          isMasked: products.isMasked,
          status: products.status,
          isPrivate: products.isPrivate,
          consumerTenantId: products.consumerTenantId,
        })
        .from(products)
        .where(eq(products.id, productId))
        .limit(1)
      return row
    },

    /**
     * The company's approved purchases of a product, newest approval first. Whether one has expired is
     * judged at each call from its period (the requests area's effectiveStatus rule), so a purchase
     * stops working the moment its period ends, whatever is cached. Each carries its scheduled prices,
     * so the price of a call is judged at the call too.
     */
    async approvedPurchases(consumerTenantId: string, productId: string) {
      const rows = await db
        .select({
          id: transactionRequests.id,
          periodStart: transactionRequests.periodStart,
          periodEnd: transactionRequests.periodEnd,
          accessStatus: transactionRequests.accessStatus,
          terms: transactionRequests.transactionMetadata,
        })
        .from(transactionRequests)
        .where(
          and(
            eq(transactionRequests.consumerTenantId, consumerTenantId),
            eq(transactionRequests.productId, productId),
            eq(transactionRequests.status, 'APPROVED'),
          ),
        )
        .orderBy(desc(transactionRequests.decidedAt), desc(transactionRequests.createdAt))
      const schedules = await scheduledPricesOf(
        db,
        rows.map((row) => row.id),
      )
      return rows.map((row) => ({ ...row, schedule: schedules.get(row.id) ?? [] }))
    },

    /** The API dataset behind a product; the product's own tenant owns it. */
    async datasetOf(providerTenantId: string, datasetId: string) {
      const [row] = await db
        .select({
          status: datasets.status,
          dataType: datasets.dataType,
          // The dataset's own base address (from before settings held it), else its API setting's.
          baseUrl: sql<string | null>`coalesce(nullif(${datasets.baseUrl}, ''), ${apiSettings.baseUrl})`,
          path: datasets.path,
          method: datasets.method,
          requestParams: datasets.requestParams,
          headers: datasets.headers,
          apiSettingId: datasets.apiSettingId,
          operationalHourFrom: datasets.operationalHourFrom,
          operationalHourTo: datasets.operationalHourTo,
          dataStructure: datasets.dataStructure,
        })
        .from(datasets)
        .leftJoin(
          apiSettings,
          and(eq(apiSettings.id, datasets.apiSettingId), eq(apiSettings.tenantId, datasets.tenantId)),
        )
        .where(and(eq(datasets.tenantId, providerTenantId), eq(datasets.id, datasetId)))
        .limit(1)
      return row
    },

    async touchKey(apiKeyId: string, at: Date): Promise<void> {
      await db.update(consumerApiKeys).set({ lastUsedAt: at }).where(eq(consumerApiKeys.id, apiKeyId))
    },

    /**
     * Takes up to `wanted` calls of a purchase's month for one instance, never passing `quota`: the row is
     * locked, so instances reserving at once queue here and each sees what the others took.
     */
    async reserveQuota(
      transactionRequestId: string,
      periodStart: Date,
      wanted: number,
      quota: number,
    ): Promise<number> {
      return db.transaction(async (tx) => {
        await tx
          .insert(gatewayQuotaPeriods)
          .values({ transactionRequestId, periodStart, reserved: 0 })
          .onConflictDoNothing()
        const where = and(
          eq(gatewayQuotaPeriods.transactionRequestId, transactionRequestId),
          eq(gatewayQuotaPeriods.periodStart, periodStart),
        )
        const [row] = await tx
          .select({ reserved: gatewayQuotaPeriods.reserved })
          .from(gatewayQuotaPeriods)
          .where(where)
          .for('update')
        const granted = Math.max(0, Math.min(wanted, quota - (row?.reserved ?? quota)))
        if (granted === 0) return 0
        await tx
          .update(gatewayQuotaPeriods)
          .set({ reserved: sql`${gatewayQuotaPeriods.reserved} + ${granted}` })
          .where(where)
        return granted
      })
    },

    /** Gives back calls an instance reserved and never used (it is shutting down). */
    async releaseQuota(transactionRequestId: string, periodStart: Date, unused: number): Promise<void> {
      await db
        .update(gatewayQuotaPeriods)
        .set({ reserved: sql`greatest(${gatewayQuotaPeriods.reserved} - ${unused}, 0)` })
        .where(
          and(
            eq(gatewayQuotaPeriods.transactionRequestId, transactionRequestId),
            eq(gatewayQuotaPeriods.periodStart, periodStart),
          ),
        )
    },
  }
}

export type GatewayRepository = ReturnType<typeof createGatewayRepository>
export type GatewayProduct = NonNullable<Awaited<ReturnType<GatewayRepository['productOf']>>>
export type GatewayPurchase = Awaited<ReturnType<GatewayRepository['approvedPurchases']>>[number]
export type GatewayDataset = NonNullable<Awaited<ReturnType<GatewayRepository['datasetOf']>>>
