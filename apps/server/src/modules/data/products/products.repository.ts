import type { ProductListQuery } from '@lumbung/contract'
import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Executor } from '../../../db/database'
import {
  auditLog,
  productFields,
  products,
  tenants,
  users,
  type NewProductRow,
  type ProductFields,
} from '../../../db/schema'
import { containsPattern } from '../../../lib/sql-patterns'

export type ProductsRepository = ReturnType<typeof createProductsRepository>

/** A product row with the names its screens show beside it. */
export interface ProductRecord {
  product: ProductFields
  ownerLegalName: string
  consumerLegalName: string | null
  createdByName: string | null
  modifiedByName: string | null
}

export type ProductChange = Partial<
  Omit<NewProductRow, 'id' | 'tenantId' | 'createdAt' | 'createdBy' | 'updatedAt'>
>

const creator = alias(users, 'product_creator')
const modifier = alias(users, 'product_modifier')
const consumer = alias(tenants, 'product_consumer')

/**
 * Every query names the tenant it touches; callers pass the actor's own tenant id, so one company can
 * never reach another's products.
 */
export function createProductsRepository(db: Executor) {
  function selectRecords(executor: Executor) {
    return executor
      .select({
        product: productFields,
        ownerLegalName: tenants.legalName,
        consumerLegalName: consumer.legalName,
        createdByName: creator.fullName,
        modifiedByName: modifier.fullName,
      })
      .from(products)
      .innerJoin(tenants, eq(tenants.id, products.tenantId))
      .leftJoin(consumer, eq(consumer.id, products.consumerTenantId))
      .leftJoin(creator, eq(creator.id, products.createdBy))
      .leftJoin(modifier, eq(modifier.id, products.modifiedBy))
  }

  return {
    async list(
      tenantId: string,
      query: Pick<ProductListQuery, 'page' | 'limit' | 'search' | 'status' | 'data_type'>,
      executor: Executor = db,
    ): Promise<{ records: ProductRecord[]; total: number }> {
      const conditions: SQL[] = [eq(products.tenantId, tenantId)]
      if (query.status) conditions.push(eq(products.status, query.status))
      if (query.data_type) conditions.push(eq(products.dataType, query.data_type))
      if (query.search) {
        const pattern = containsPattern(query.search)
        conditions.push(or(ilike(products.name, pattern), ilike(products.shortDescription, pattern))!)
      }
      const where = and(...conditions)
      const [records, [totals]] = await Promise.all([
        selectRecords(executor)
          .where(where)
          .orderBy(desc(products.updatedAt), asc(products.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        executor.select({ total: count() }).from(products).where(where),
      ])
      return { records, total: totals?.total ?? 0 }
    },

    async findById(
      tenantId: string,
      id: string,
      executor: Executor = db,
    ): Promise<ProductRecord | undefined> {
      const [record] = await selectRecords(executor)
        .where(and(eq(products.tenantId, tenantId), eq(products.id, id)))
        .limit(1)
      return record
    },

    /** The row alone, locked for the rest of the caller's transaction. */
    async lockById(tenantId: string, id: string, executor: Executor): Promise<ProductFields | undefined> {
      const [row] = await executor
        .select(productFields)
        .from(products)
        .where(and(eq(products.tenantId, tenantId), eq(products.id, id)))
        .for('update')
        .limit(1)
      return row
    },

    async insert(row: NewProductRow, executor: Executor = db): Promise<ProductFields> {
      const [inserted] = await executor.insert(products).values(row).returning(productFields)
      return inserted!
    },

    async update(tenantId: string, id: string, change: ProductChange, executor: Executor = db) {
      await executor
        .update(products)
        .set(change)
        .where(and(eq(products.tenantId, tenantId), eq(products.id, id)))
    },

    /** Deletes a draft; answers false when the product is gone or no longer a draft. */
    async deleteDraft(tenantId: string, id: string, executor: Executor = db): Promise<boolean> {
      const rows = await executor
        .delete(products)
        .where(and(eq(products.tenantId, tenantId), eq(products.id, id), eq(products.status, 'DRAFT')))
        .returning({ id: products.id })
      return rows.length > 0
    },

    /** Whether one of the tenant's published products is built on the dataset. */
    async isDatasetUsedByPublishedProduct(
      tenantId: string,
      datasetId: string,
      executor: Executor = db,
    ): Promise<boolean> {
      const [row] = await executor
        .select({ id: products.id })
        .from(products)
        .where(
          and(
            eq(products.tenantId, tenantId),
            eq(products.datasetId, datasetId),
            eq(products.status, 'PUBLISHED'),
          ),
        )
        .limit(1)
      return row !== undefined
    },

    /** Audited changes of one product of the tenant, newest first. */
    async historyOf(tenantId: string, productId: string, executor: Executor = db) {
      return (
        executor
          .select({
            id: auditLog.id,
            action: auditLog.action,
            detail: auditLog.detail,
            createdAt: auditLog.createdAt,
            actorName: users.fullName,
          })
          .from(auditLog)
          .leftJoin(users, eq(users.id, auditLog.actorUserId))
          .where(
            and(
              eq(auditLog.tenantId, tenantId),
              eq(auditLog.targetType, 'product'),
              eq(auditLog.targetId, productId),
            ),
          )
          // Entries of one transaction share its time: the creation is the oldest of them all the same.
          .orderBy(desc(auditLog.createdAt), sql`${auditLog.action} = 'product.created'`, desc(auditLog.id))
          .limit(200)
      )
    },

    /** Verified consumer companies other than the caller's own: who a private offer can go to. */
    /** Company names for ids a product's history stored (a private offer's consumer). */
    async legalNamesOf(tenantIds: string[], executor: Executor = db) {
      if (tenantIds.length === 0) return []
      return executor
        .select({ id: tenants.id, legalName: tenants.legalName })
        .from(tenants)
        .where(inArray(tenants.id, tenantIds))
    },

    async consumerTenants(excludeTenantId: string, executor: Executor = db) {
      return executor
        .select({ id: tenants.id, legalName: tenants.legalName })
        .from(tenants)
        .where(
          and(
            eq(tenants.isConsumer, true),
            eq(tenants.verificationStatus, 'VERIFIED'),
            eq(tenants.isPlatform, false),
            ne(tenants.id, excludeTenantId),
          ),
        )
        .orderBy(asc(tenants.legalName))
    },

    async isConsumerTenant(tenantId: string, excludeTenantId: string, executor: Executor = db) {
      const rows = await executor
        .select({ id: tenants.id })
        .from(tenants)
        .where(
          and(
            inArray(tenants.id, [tenantId]),
            eq(tenants.isConsumer, true),
            eq(tenants.verificationStatus, 'VERIFIED'),
            eq(tenants.isPlatform, false),
            ne(tenants.id, excludeTenantId),
          ),
        )
        .limit(1)
      return rows.length > 0
    },
  }
}
