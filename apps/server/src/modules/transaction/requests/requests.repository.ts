import { and, asc, desc, eq, inArray, ne, or, sql } from 'drizzle-orm'
import type { Executor } from '../../../db/database'
import {
  productFields,
  products,
  tenants,
  transactionRequestRevisions,
  transactionRequests,
  users,
  type ProductFields,
  type ProductRow,
  type TransactionRequestRow,
} from '../../../db/schema'
import { effectiveStatus, waitingStatuses } from './request-status'
import type { PersonProfile } from './request-snapshots'

/** Which company's view of a request: the one that asked for it or the one that offers the product. */
export type RequestSide = 'consumer' | 'provider'

export type RequestsRepository = ReturnType<typeof createRequestsRepository>
export type NewRequestRow = typeof transactionRequests.$inferInsert
export type RequestChange = Partial<
  Pick<
    NewRequestRow,
    | 'status'
    | 'transactionMetadata'
    | 'approvalMetadata'
    | 'rejectReason'
    | 'decidedBy'
    | 'decidedAt'
    | 'periodCount'
    | 'periodStart'
    | 'periodEnd'
    | 'acceptedRevisionNo'
    | 'acceptedAt'
    | 'acceptedBy'
  >
>

/** An approved purchase's new access, by whom and why (docs/decisions/0032). */
export interface AccessChange {
  accessStatus: NonNullable<NewRequestRow['accessStatus']>
  accessReason: string | null
  accessChangedAt: Date
  accessChangedBy: string
}

export interface RevisionRecord {
  revisionNo: number
  createdAt: Date
  changedByName: string | null
  previousTerms: Record<string, unknown>
  terms: Record<string, unknown>
  note: string | null
}

/** The one place a request is scoped to a tenant: its side's tenant column must be the caller's. */
export const sideTenant = (side: RequestSide) =>
  side === 'consumer' ? transactionRequests.consumerTenantId : transactionRequests.providerTenantId

export function createRequestsRepository(db: Executor) {
  return {
    async findByNo(
      side: RequestSide,
      tenantId: string,
      transactionNo: string,
      now: Date,
      executor: Executor = db,
    ): Promise<{ request: TransactionRequestRow; productImageKey: string | null } | undefined> {
      const [row] = await executor
        .select({ request: transactionRequests, status: effectiveStatus(now), image: products.image })
        .from(transactionRequests)
        .innerJoin(products, eq(products.id, transactionRequests.productId))
        .where(and(eq(sideTenant(side), tenantId), eq(transactionRequests.transactionNo, transactionNo)))
        .limit(1)
      return row
        ? { request: { ...row.request, status: row.status }, productImageKey: row.image?.key ?? null }
        : undefined
    },

    /**
     * The consumer's request for the product that still waits, if any. The transaction-scoped lock on
     * the pair makes two simultaneous requests for one product queue up, so the second sees the first.
     */
    async lockWaiting(
      consumerTenantId: string,
      productId: string,
      executor: Executor,
    ): Promise<TransactionRequestRow | undefined> {
      await executor.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`transaction-request:${consumerTenantId}:${productId}`}))`,
      )
      const [row] = await executor
        .select()
        .from(transactionRequests)
        .where(
          and(
            eq(transactionRequests.consumerTenantId, consumerTenantId),
            eq(transactionRequests.productId, productId),
            inArray(transactionRequests.status, [...waitingStatuses]),
          ),
        )
        .limit(1)
      return row
    },

    /**
     * The consumer's live purchase of the product, if any: approved, unexpired as of `now` and not
     * revoked (a suspended one may come back, so it still counts).
     */
    async livePurchase(
      consumerTenantId: string,
      productId: string,
      now: Date,
      executor: Executor,
    ): Promise<TransactionRequestRow | undefined> {
      const [row] = await executor
        .select()
        .from(transactionRequests)
        .where(
          and(
            eq(transactionRequests.consumerTenantId, consumerTenantId),
            eq(transactionRequests.productId, productId),
            sql`${effectiveStatus(now)} = 'APPROVED'`,
            ne(transactionRequests.accessStatus, 'REVOKED'),
          ),
        )
        .orderBy(desc(transactionRequests.createdAt))
        .limit(1)
      return row
    },

    /** Answers undefined when the number is taken, so the caller draws another. */
    async insert(row: NewRequestRow, executor: Executor = db): Promise<TransactionRequestRow | undefined> {
      const [inserted] = await executor
        .insert(transactionRequests)
        .values(row)
        .onConflictDoNothing({ target: transactionRequests.transactionNo })
        .returning()
      return inserted
    },

    /**
     * Changes a request only while it still waits (either waiting state) at the revision the caller
     * read: of two deciders racing, the second finds no row (PostgreSQL re-checks the condition after the first commits).
     */
    async changeWaiting(
      id: string,
      revision: number,
      change: RequestChange,
      executor: Executor = db,
    ): Promise<TransactionRequestRow | undefined> {
      const [row] = await executor
        .update(transactionRequests)
        .set({ ...change, revision: sql`${transactionRequests.revision} + 1`, updatedAt: new Date() })
        .where(
          and(
            eq(transactionRequests.id, id),
            inArray(transactionRequests.status, [...waitingStatuses]),
            eq(transactionRequests.revision, revision),
          ),
        )
        .returning()
      return row
    },

    /**
     * Changes an approved, unexpired purchase's access only while it is still at the revision the caller
     * read and in one of the access statuses it may change from: of two admins racing, the second finds
     * no row.
     */
    async changeAccess(
      id: string,
      revision: number,
      from: readonly AccessChange['accessStatus'][],
      change: AccessChange,
      executor: Executor = db,
    ): Promise<TransactionRequestRow | undefined> {
      const [row] = await executor
        .update(transactionRequests)
        .set({
          ...change,
          revision: sql`${transactionRequests.revision} + 1`,
          updatedAt: change.accessChangedAt,
        })
        .where(
          and(
            eq(transactionRequests.id, id),
            eq(transactionRequests.revision, revision),
            sql`${effectiveStatus(change.accessChangedAt)} = 'APPROVED'`,
            inArray(transactionRequests.accessStatus, [...from]),
          ),
        )
        .returning()
      return row
    },

    async insertRevision(
      row: typeof transactionRequestRevisions.$inferInsert,
      executor: Executor = db,
    ): Promise<void> {
      await executor.insert(transactionRequestRevisions).values(row)
    },

    async revisionsOf(requestId: string, executor: Executor = db): Promise<RevisionRecord[]> {
      return executor
        .select({
          revisionNo: transactionRequestRevisions.revisionNo,
          createdAt: transactionRequestRevisions.createdAt,
          changedByName: users.fullName,
          previousTerms: transactionRequestRevisions.previousTerms,
          terms: transactionRequestRevisions.terms,
          note: transactionRequestRevisions.note,
        })
        .from(transactionRequestRevisions)
        .leftJoin(users, eq(users.id, transactionRequestRevisions.changedBy))
        .where(eq(transactionRequestRevisions.transactionRequestId, requestId))
        .orderBy(asc(transactionRequestRevisions.revisionNo))
    },

    async countRevisions(requestId: string, executor: Executor = db): Promise<number> {
      const [row] = await executor
        .select({ total: sql<number>`count(*)::int` })
        .from(transactionRequestRevisions)
        .where(eq(transactionRequestRevisions.transactionRequestId, requestId))
      return row?.total ?? 0
    },

    /**
     * Records EXPIRED on approved subscriptions whose period has ended. Answers the rows that changed,
     * so each expiry is announced exactly once.
     */
    async expireDue(now: Date, executor: Executor = db): Promise<TransactionRequestRow[]> {
      // Stored APPROVED, yet EXPIRED by the one rule: exactly the rows whose expiry is not recorded yet.
      const conditions = [
        eq(transactionRequests.status, 'APPROVED'),
        sql`${effectiveStatus(now)} = 'EXPIRED'`,
      ]
      // Lock the due rows in id order first, skipping rows another run holds (it expires those), so
      // overlapping sweeps never wait on each other.
      const due = await executor
        .select({ id: transactionRequests.id })
        .from(transactionRequests)
        .where(and(...conditions))
        .orderBy(asc(transactionRequests.id))
        .for('update', { skipLocked: true })
      if (due.length === 0) return []
      return executor
        .update(transactionRequests)
        .set({ status: 'EXPIRED', revision: sql`${transactionRequests.revision} + 1`, updatedAt: now })
        .where(
          and(
            inArray(
              transactionRequests.id,
              due.map((row) => row.id),
            ),
            eq(transactionRequests.status, 'APPROVED'),
          ),
        )
        .returning()
    },

    /**
     * A product the consumer may see: its own company's, or another's that is published or archived and
     * public or offered privately to this consumer. Drafts and other consumers' private offers stay hidden.
     */
    async visibleProduct(
      consumerTenantId: string,
      productId: string,
      executor: Executor = db,
    ): Promise<{ product: ProductFields; ownerLegalName: string } | undefined> {
      const [row] = await executor
        .select({ product: productFields, ownerLegalName: tenants.legalName })
        .from(products)
        .innerJoin(tenants, eq(tenants.id, products.tenantId))
        .where(
          and(
            eq(products.id, productId),
            or(
              eq(products.tenantId, consumerTenantId),
              and(
                inArray(products.status, ['PUBLISHED', 'ARCHIVED']),
                or(eq(products.isPrivate, false), eq(products.consumerTenantId, consumerTenantId)),
              ),
            ),
          ),
        )
        .limit(1)
      return row
    },

    /**
     * The product's status, read under a share lock so an archive cannot commit between this check and
     * the caller's change to a request for it.
     */
    async productStatusOf(
      productId: string,
      executor: Executor,
    ): Promise<Pick<ProductRow, 'status' | 'isPrivate'> | undefined> {
      const [row] = await executor
        .select({ status: products.status, isPrivate: products.isPrivate })
        .from(products)
        .where(eq(products.id, productId))
        .for('share')
      return row
    },

    async profileOf(userId: string, executor: Executor = db): Promise<PersonProfile | undefined> {
      const [row] = await executor
        .select({
          userId: users.id,
          email: users.email,
          fullName: users.fullName,
          phoneNumber: users.phoneNumber,
          employeePosition: users.employeePosition,
          tenantId: tenants.id,
          legalName: tenants.legalName,
          address: tenants.address,
          industry: tenants.industry,
          verificationStatus: tenants.verificationStatus,
        })
        .from(users)
        .innerJoin(tenants, eq(tenants.id, users.tenantId))
        .where(eq(users.id, userId))
        .limit(1)
      return row
    },

    /** The active owner and admins of a company: the people who decide on or send its requests. */
    async adminsOf(tenantId: string, executor: Executor = db) {
      return executor
        .select({ email: users.email, fullName: users.fullName })
        .from(users)
        .where(
          and(
            eq(users.tenantId, tenantId),
            eq(users.status, 'ACTIVE'),
            inArray(users.applicationRole, ['superadmin', 'admin']),
          ),
        )
        .orderBy(asc(users.email))
    },

    /**
     * Who hears about a purchase's access: the consumer company's owner and the person who asked, while
     * they are active members of it; one message each even when they are the same person.
     */
    async purchaseRecipients(consumerTenantId: string, requestedBy: string, executor: Executor = db) {
      return executor
        .selectDistinct({ email: users.email, fullName: users.fullName })
        .from(users)
        .where(
          and(
            eq(users.tenantId, consumerTenantId),
            eq(users.status, 'ACTIVE'),
            or(eq(users.applicationRole, 'superadmin'), eq(users.id, requestedBy)),
          ),
        )
        .orderBy(asc(users.email))
    },

    async activeUser(userId: string, executor: Executor = db) {
      const [row] = await executor
        .select({ email: users.email, fullName: users.fullName })
        .from(users)
        .where(and(eq(users.id, userId), eq(users.status, 'ACTIVE')))
        .limit(1)
      return row
    },
  }
}
