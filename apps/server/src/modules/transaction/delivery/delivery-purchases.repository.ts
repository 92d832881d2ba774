import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm'
import type { Executor } from '../../../db/database'
import { autoDeliveries, products, transactionRequests, users } from '../../../db/schema'
import { effectiveStatus, isEntitledNow, isPurchaseOf } from '../requests'

export type DeliveryPurchasesRepository = ReturnType<typeof createDeliveryPurchasesRepository>
type NewAutoDelivery = Omit<typeof autoDeliveries.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>

/**
 * Reads purchases for downloads and deliveries: transaction requests that were APPROVED (they may
 * since have expired, or lost their access), with the product behind them. Every read names the
 * consumer tenant, except the fan-out's, which names the provider and the dataset of a new version.
 */
export function createDeliveryPurchasesRepository(db: Executor) {
  function selectPurchases(now: Date, executor: Executor) {
    return executor
      .select({
        id: transactionRequests.id,
        transactionNo: transactionRequests.transactionNo,
        consumerTenantId: transactionRequests.consumerTenantId,
        providerTenantId: transactionRequests.providerTenantId,
        productId: transactionRequests.productId,
        requestedBy: transactionRequests.requestedBy,
        status: effectiveStatus(now),
        accessStatus: transactionRequests.accessStatus,
        accessReason: transactionRequests.accessReason,
        metadata: transactionRequests.transactionMetadata,
        decidedAt: transactionRequests.decidedAt,
        periodEnd: transactionRequests.periodEnd,
        productName: products.name,
        productDataType: products.dataType,
        productDeliveryMethod: products.deliveryMethod,
        datasetId: products.datasetId,
      })
      .from(transactionRequests)
      .innerJoin(products, eq(products.id, transactionRequests.productId))
  }

  return {
    async findByTransactionNo(tenantId: string, transactionNo: string, now: Date, executor: Executor = db) {
      const [row] = await selectPurchases(now, executor)
        .where(and(isPurchaseOf(tenantId), eq(transactionRequests.transactionNo, transactionNo)))
        .limit(1)
      return row
    },

    async findById(tenantId: string, id: string, now: Date, executor: Executor = db) {
      const [row] = await selectPurchases(now, executor)
        .where(and(isPurchaseOf(tenantId), eq(transactionRequests.id, id)))
        .limit(1)
      return row
    },

    /** The company's purchases of one product, newest approval first (a key's fetch of its file). */
    async ofProduct(tenantId: string, productId: string, now: Date, executor: Executor = db) {
      return selectPurchases(now, executor)
        .where(and(isPurchaseOf(tenantId), eq(transactionRequests.productId, productId)))
        .orderBy(desc(transactionRequests.decidedAt), asc(transactionRequests.id))
        .limit(20)
    },

    /** A product's data type, or undefined when there is no such product. */
    async dataTypeOf(productId: string, executor: Executor = db): Promise<string | undefined> {
      const [row] = await executor
        .select({ dataType: products.dataType })
        .from(products)
        .where(eq(products.id, productId))
        .limit(1)
      return row?.dataType ?? undefined
    },

    /** The company's purchases of file products that can receive data now, newest approval first. */
    async activeFilePurchases(tenantId: string, now: Date, executor: Executor = db) {
      return selectPurchases(now, executor)
        .where(
          and(
            eq(transactionRequests.consumerTenantId, tenantId),
            isEntitledNow(now),
            eq(products.dataType, 'FILE'),
          ),
        )
        .orderBy(desc(transactionRequests.decidedAt), asc(transactionRequests.id))
    },

    /**
     * Every running purchase of products built on a dataset, with its auto-delivery order (if any) and
     * the person who requested it: who hears of a new version.
     */
    async activeOfDataset(providerTenantId: string, datasetId: string, now: Date, executor: Executor = db) {
      const conditions: SQL[] = [
        eq(transactionRequests.providerTenantId, providerTenantId),
        eq(products.tenantId, providerTenantId),
        eq(products.datasetId, datasetId),
        isEntitledNow(now),
      ]
      return executor
        .select({
          id: transactionRequests.id,
          transactionNo: transactionRequests.transactionNo,
          consumerTenantId: transactionRequests.consumerTenantId,
          productId: transactionRequests.productId,
          metadata: transactionRequests.transactionMetadata,
          productName: products.name,
          productDeliveryMethod: products.deliveryMethod,
          requesterEmail: users.email,
          requesterName: users.fullName,
          requesterStatus: users.status,
          autoDelivery: {
            isOn: autoDeliveries.isOn,
            storageSettingId: autoDeliveries.storageSettingId,
            storageSettingName: autoDeliveries.storageSettingName,
            cloudProvider: autoDeliveries.cloudProvider,
            bucket: autoDeliveries.bucket,
            folder: autoDeliveries.folder,
          },
        })
        .from(transactionRequests)
        .innerJoin(products, eq(products.id, transactionRequests.productId))
        .innerJoin(users, eq(users.id, transactionRequests.requestedBy))
        .leftJoin(autoDeliveries, eq(autoDeliveries.transactionRequestId, transactionRequests.id))
        .where(and(...conditions))
        .orderBy(asc(transactionRequests.createdAt), asc(transactionRequests.id))
    },

    async autoDeliveriesOf(tenantId: string, executor: Executor = db) {
      return executor.select().from(autoDeliveries).where(eq(autoDeliveries.consumerTenantId, tenantId))
    },

    async saveAutoDelivery(values: NewAutoDelivery, executor: Executor = db) {
      const { consumerTenantId: _tenant, transactionRequestId: _transaction, ...changes } = values
      const [row] = await executor
        .insert(autoDeliveries)
        .values(values)
        .onConflictDoUpdate({
          target: autoDeliveries.transactionRequestId,
          set: { ...changes, updatedAt: sql`now()` },
        })
        .returning()
      return row!
    },
  }
}

export type DeliveryPurchase = NonNullable<
  Awaited<ReturnType<DeliveryPurchasesRepository['findByTransactionNo']>>
>
export type DatasetSubscriber = Awaited<ReturnType<DeliveryPurchasesRepository['activeOfDataset']>>[number]
