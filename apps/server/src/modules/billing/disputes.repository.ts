import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Database, Executor } from '../../db/database'
import {
  billingCredits,
  billingDisputeEvents,
  billingDisputes,
  invoiceLines,
  invoices,
  tenants,
  users,
  type BillingDisputeRow,
} from '../../db/schema'

export interface DisputeListFilter {
  consumerTenantId?: string | undefined
  providerTenantId?: string | undefined
  invoiceId?: string | undefined
  status?: BillingDisputeRow['status'] | undefined
}

const consumer = alias(tenants, 'dispute_consumer')
const provider = alias(tenants, 'dispute_provider')

const disputeColumns = {
  dispute: billingDisputes,
  invoiceNo: invoices.invoiceNo,
  period: invoices.period,
  productId: invoiceLines.productId,
  productName: invoiceLines.productName,
  lineAmount: invoiceLines.amount,
  consumerLegalName: consumer.legalName,
  providerLegalName: provider.legalName,
}

function whereOf(filter: DisputeListFilter): SQL | undefined {
  const conditions: SQL[] = []
  if (filter.consumerTenantId) conditions.push(eq(billingDisputes.consumerTenantId, filter.consumerTenantId))
  if (filter.providerTenantId) conditions.push(eq(billingDisputes.providerTenantId, filter.providerTenantId))
  if (filter.invoiceId) conditions.push(eq(billingDisputes.invoiceId, filter.invoiceId))
  if (filter.status) conditions.push(eq(billingDisputes.status, filter.status))
  return conditions.length > 0 ? and(...conditions) : undefined
}

/** Invoice-line disputes and their history (docs/decisions/0052-sla-credits-and-disputes.md): SQL only. */
export function createDisputesRepository(db: Database) {
  function selectDisputes(executor: Executor = db) {
    return executor
      .select(disputeColumns)
      .from(billingDisputes)
      .innerJoin(invoices, eq(invoices.id, billingDisputes.invoiceId))
      .innerJoin(invoiceLines, eq(invoiceLines.id, billingDisputes.invoiceLineId))
      .innerJoin(consumer, eq(consumer.id, billingDisputes.consumerTenantId))
      .innerJoin(provider, eq(provider.id, billingDisputes.providerTenantId))
  }

  return {
    /** The line with its invoice, for a dispute to be opened on it. */
    async findLine(lineId: string) {
      const [row] = await db
        .select({
          line: invoiceLines,
          consumerTenantId: invoices.consumerTenantId,
          invoiceNo: invoices.invoiceNo,
        })
        .from(invoiceLines)
        .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
        .where(eq(invoiceLines.id, lineId))
        .limit(1)
      return row
    },

    async find(id: string, executor: Executor = db) {
      const [row] = await selectDisputes(executor).where(eq(billingDisputes.id, id)).limit(1)
      return row
    },

    async list(filter: DisputeListFilter, limit: number, offset: number) {
      return selectDisputes()
        .where(whereOf(filter))
        .orderBy(desc(billingDisputes.createdAt), asc(billingDisputes.id))
        .limit(limit)
        .offset(offset)
    },

    async count(filter: DisputeListFilter): Promise<number> {
      const [row] = await db.select({ total: count() }).from(billingDisputes).where(whereOf(filter))
      return row?.total ?? 0
    },

    async eventsOf(disputeIds: string[]) {
      if (disputeIds.length === 0) return []
      return db
        .select({ event: billingDisputeEvents, actorName: users.fullName })
        .from(billingDisputeEvents)
        .leftJoin(users, eq(users.id, billingDisputeEvents.actorId))
        .where(inArray(billingDisputeEvents.disputeId, disputeIds))
        .orderBy(asc(billingDisputeEvents.createdAt), asc(billingDisputeEvents.id))
    },

    /** Opens a dispute; answers undefined when the line already has one. */
    async insert(values: typeof billingDisputes.$inferInsert, executor: Executor) {
      const [row] = await executor
        .insert(billingDisputes)
        .values(values)
        .onConflictDoNothing({ target: billingDisputes.invoiceLineId })
        .returning()
      return row
    },

    async addEvent(values: typeof billingDisputeEvents.$inferInsert, executor: Executor) {
      await executor.insert(billingDisputeEvents).values(values)
    },

    /** Moves a dispute on only from the expected states, so two answers or resolutions never both land. */
    async transition(
      id: string,
      from: BillingDisputeRow['status'][],
      change: Partial<typeof billingDisputes.$inferInsert>,
      executor: Executor,
    ) {
      const [row] = await executor
        .update(billingDisputes)
        .set(change)
        .where(and(eq(billingDisputes.id, id), inArray(billingDisputes.status, from)))
        .returning()
      return row
    },

    async insertCredit(values: typeof billingCredits.$inferInsert, executor: Executor) {
      await executor.insert(billingCredits).values(values)
    },
  }
}

export type DisputesRepository = ReturnType<typeof createDisputesRepository>
export type DisputeWithNames = NonNullable<Awaited<ReturnType<DisputesRepository['find']>>>
