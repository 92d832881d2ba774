import { and, asc, count, desc, eq, gt, lte, sql, sum, type SQL } from 'drizzle-orm'
import type { Database, Executor } from '../../db/database'
import {
  invoiceLines,
  invoices,
  invoiceSequences,
  settlementLines,
  settlements,
  tenants,
  users,
  type InvoiceLineRow,
  type InvoiceRow,
  type SettlementLineRow,
  type SettlementRow,
} from '../../db/schema'
import type { Charge, Line } from './billing-math'
import { rowsOf } from './billing-charges.repository'
import { isCompanyOwner } from './billing-parties.repository'

export type InvoiceWithTenant = InvoiceRow & { consumerLegalName: string }
export type SettlementWithTenant = SettlementRow & { providerLegalName: string }

/** An invoice's shown status as a filter: OVERDUE and ISSUED split the unpaid ones by their due date. */
export type InvoiceStatusFilter = 'ISSUED' | 'OVERDUE' | 'PAID'

export interface InvoiceListFilter {
  consumerTenantId?: string | undefined
  period?: string | undefined
  status?: InvoiceStatusFilter | undefined
  now: Date
}

export interface SettlementListFilter {
  providerTenantId?: string | undefined
  period?: string | undefined
  status?: 'PENDING' | 'PAID' | undefined
}

export interface Payment {
  paidAt: Date
  reference: string
  recordedBy: string
}

const invoiceColumns = { invoice: invoices, consumerLegalName: tenants.legalName }
const settlementColumns = { settlement: settlements, providerLegalName: tenants.legalName }

function invoiceWhere(filter: InvoiceListFilter): SQL | undefined {
  const conditions: SQL[] = []
  if (filter.consumerTenantId) conditions.push(eq(invoices.consumerTenantId, filter.consumerTenantId))
  if (filter.period) conditions.push(eq(invoices.period, filter.period))
  if (filter.status === 'PAID') conditions.push(eq(invoices.status, 'PAID'))
  if (filter.status === 'ISSUED')
    conditions.push(eq(invoices.status, 'ISSUED'), gt(invoices.dueAt, filter.now))
  if (filter.status === 'OVERDUE')
    conditions.push(eq(invoices.status, 'ISSUED'), lte(invoices.dueAt, filter.now))
  return conditions.length > 0 ? and(...conditions) : undefined
}

function settlementWhere(filter: SettlementListFilter): SQL | undefined {
  const conditions: SQL[] = []
  if (filter.providerTenantId) conditions.push(eq(settlements.providerTenantId, filter.providerTenantId))
  if (filter.period) conditions.push(eq(settlements.period, filter.period))
  if (filter.status) conditions.push(eq(settlements.status, filter.status))
  return conditions.length > 0 ? and(...conditions) : undefined
}

export function createBillingRepository(db: Database) {
  return {
    async findInvoice(where: { id: string } | { consumerTenantId: string; period: string }) {
      const condition =
        'id' in where
          ? eq(invoices.id, where.id)
          : and(eq(invoices.consumerTenantId, where.consumerTenantId), eq(invoices.period, where.period))
      const [row] = await db
        .select(invoiceColumns)
        .from(invoices)
        .innerJoin(tenants, eq(tenants.id, invoices.consumerTenantId))
        .where(condition)
        .limit(1)
      return row ? { ...row.invoice, consumerLegalName: row.consumerLegalName } : undefined
    },

    async invoiceLinesOf(invoiceId: string): Promise<InvoiceLineRow[]> {
      return db
        .select()
        .from(invoiceLines)
        .where(eq(invoiceLines.invoiceId, invoiceId))
        .orderBy(asc(invoiceLines.lineNo))
    },

    async listInvoices(
      filter: InvoiceListFilter,
      limit: number,
      offset: number,
    ): Promise<InvoiceWithTenant[]> {
      const rows = await db
        .select(invoiceColumns)
        .from(invoices)
        .innerJoin(tenants, eq(tenants.id, invoices.consumerTenantId))
        .where(invoiceWhere(filter))
        .orderBy(desc(invoices.period), asc(invoices.invoiceNo))
        .limit(limit)
        .offset(offset)
      return rows.map((row) => ({ ...row.invoice, consumerLegalName: row.consumerLegalName }))
    },

    async countInvoices(filter: InvoiceListFilter): Promise<number> {
      const [row] = await db.select({ total: count() }).from(invoices).where(invoiceWhere(filter))
      return row?.total ?? 0
    },

    /** The next `NNNN` of a month: one row per month, locked while the issuing transaction runs. */
    async nextInvoiceSequence(period: string, executor: Executor): Promise<number> {
      const [row] = await executor
        .insert(invoiceSequences)
        .values({ period, lastNo: 1 })
        .onConflictDoUpdate({
          target: invoiceSequences.period,
          set: { lastNo: sql`${invoiceSequences.lastNo} + 1` },
        })
        .returning({ lastNo: invoiceSequences.lastNo })
      return row!.lastNo
    },

    /** Inserts an invoice and its lines; answers undefined when the month's invoice already exists. */
    async insertInvoice(
      values: typeof invoices.$inferInsert,
      lines: readonly Line[],
      executor: Executor,
    ): Promise<InvoiceRow | undefined> {
      const [row] = await executor
        .insert(invoices)
        .values(values)
        .onConflictDoNothing({ target: [invoices.consumerTenantId, invoices.period] })
        .returning()
      if (!row) return undefined
      await executor.insert(invoiceLines).values(
        lines.map((line, index) => ({
          invoiceId: row.id,
          lineNo: index + 1,
          kind: line.kind,
          productId: line.productId,
          productName: line.productName,
          providerTenantId: line.providerTenantId,
          providerLegalName: line.providerLegalName,
          transactionNo: line.transactionNo,
          quantity: line.quantity,
          unitPrice: line.unitPrice,
          amount: line.amount,
        })),
      )
      return row
    },

    /** The months between two (inclusive) that have at least one invoice or settlement. */
    async periodsWithDocuments(from: string, to: string): Promise<Set<string>> {
      const rows = rowsOf(
        await db.execute(sql`select period from invoices where period between ${from} and ${to}
          union select period from settlements where period between ${from} and ${to}`),
      )
      return new Set(rows.map((row) => String(row.period)))
    },

    /**
     * Claims a document's one mail: answers true only to the first caller, the row locked until the
     * caller's transaction ends, so a job rerun after a crash (or a second instance) mails nothing more.
     */
    async claimDocumentMail(
      kind: 'invoice' | 'settlement',
      id: string,
      executor: Executor,
    ): Promise<boolean> {
      const table = kind === 'invoice' ? invoices : settlements
      const rows = await executor
        .update(table)
        .set({ mailedAt: sql`now()` })
        .where(and(eq(table.id, id), sql`${table.mailedAt} is null`))
        .returning({ id: table.id })
      return rows.length > 0
    },

    async isInvoiceIssued(consumerTenantId: string, period: string, executor: Executor): Promise<boolean> {
      const [row] = await executor
        .select({ id: invoices.id })
        .from(invoices)
        .where(and(eq(invoices.consumerTenantId, consumerTenantId), eq(invoices.period, period)))
        .limit(1)
      return row !== undefined
    },

    /** Records a payment once: answers undefined when the invoice is missing or already paid. */
    async payInvoice(id: string, payment: Payment): Promise<InvoiceRow | undefined> {
      const [row] = await db
        .update(invoices)
        .set({
          status: 'PAID',
          paidAt: payment.paidAt,
          paymentReference: payment.reference,
          paymentRecordedBy: payment.recordedBy,
        })
        .where(and(eq(invoices.id, id), eq(invoices.status, 'ISSUED')))
        .returning()
      return row
    },

    async findSettlement(where: { id: string } | { providerTenantId: string; period: string }) {
      const condition =
        'id' in where
          ? eq(settlements.id, where.id)
          : and(
              eq(settlements.providerTenantId, where.providerTenantId),
              eq(settlements.period, where.period),
            )
      const [row] = await db
        .select(settlementColumns)
        .from(settlements)
        .innerJoin(tenants, eq(tenants.id, settlements.providerTenantId))
        .where(condition)
        .limit(1)
      return row ? { ...row.settlement, providerLegalName: row.providerLegalName } : undefined
    },

    async settlementLinesOf(settlementId: string): Promise<SettlementLineRow[]> {
      return db
        .select()
        .from(settlementLines)
        .where(eq(settlementLines.settlementId, settlementId))
        .orderBy(asc(settlementLines.lineNo))
    },

    async listSettlements(
      filter: SettlementListFilter,
      limit: number,
      offset: number,
    ): Promise<SettlementWithTenant[]> {
      const rows = await db
        .select(settlementColumns)
        .from(settlements)
        .innerJoin(tenants, eq(tenants.id, settlements.providerTenantId))
        .where(settlementWhere(filter))
        .orderBy(desc(settlements.period), asc(tenants.legalName))
        .limit(limit)
        .offset(offset)
      return rows.map((row) => ({ ...row.settlement, providerLegalName: row.providerLegalName }))
    },

    async countSettlements(filter: SettlementListFilter): Promise<number> {
      const [row] = await db.select({ total: count() }).from(settlements).where(settlementWhere(filter))
      return row?.total ?? 0
    },

    async insertSettlement(
      values: typeof settlements.$inferInsert,
      lines: readonly Charge[],
      executor: Executor,
    ): Promise<SettlementRow | undefined> {
      const [row] = await executor
        .insert(settlements)
        .values(values)
        .onConflictDoNothing({ target: [settlements.providerTenantId, settlements.period] })
        .returning()
      if (!row) return undefined
      // A provider with credits but no charge in the month has a settlement without lines.
      if (lines.length === 0) return row
      await executor.insert(settlementLines).values(
        lines.map((line, index) => ({
          settlementId: row.id,
          lineNo: index + 1,
          kind: line.kind,
          consumerTenantId: line.consumerTenantId,
          consumerLegalName: line.consumerLegalName,
          productId: line.productId,
          productName: line.productName,
          transactionNo: line.transactionNo,
          quantity: line.quantity,
          amount: line.amount,
        })),
      )
      return row
    },

    async paySettlement(id: string, payment: Payment): Promise<SettlementRow | undefined> {
      const [row] = await db
        .update(settlements)
        .set({
          status: 'PAID',
          paidAt: payment.paidAt,
          paymentReference: payment.reference,
          paymentRecordedBy: payment.recordedBy,
        })
        .where(and(eq(settlements.id, id), eq(settlements.status, 'PENDING')))
        .returning()
      return row
    },

    /** A closed month's sums over every invoice and settlement. */
    async totals(period: string) {
      const [invoiced] = await db
        .select({
          count: count(),
          subtotal: sum(invoices.subtotal).mapWith(Number),
          vat: sum(invoices.vat).mapWith(Number),
          total: sum(invoices.total).mapWith(Number),
          paid: sum(sql`case when ${invoices.status} = 'PAID' then ${invoices.total} else 0 end`).mapWith(
            Number,
          ),
        })
        .from(invoices)
        .where(eq(invoices.period, period))
      const [settled] = await db
        .select({
          count: count(),
          gross: sum(settlements.gross).mapWith(Number),
          fees: sum(settlements.platformFee).mapWith(Number),
          credits: sum(settlements.slaCredits).mapWith(Number),
          net: sum(settlements.net).mapWith(Number),
          paidNet: sum(
            sql`case when ${settlements.status} = 'PAID' then ${settlements.net} else 0 end`,
          ).mapWith(Number),
        })
        .from(settlements)
        .where(eq(settlements.period, period))
      return { invoiced: invoiced!, settled: settled! }
    },

    async tenantOf(tenantId: string) {
      const [row] = await db
        .select({ id: tenants.id, legalName: tenants.legalName })
        .from(tenants)
        .where(eq(tenants.id, tenantId))
        .limit(1)
      return row
    },

    /** The company's owner, who receives its invoices, statements and dispute mail. */
    async ownerOf(tenantId: string, executor: Executor = db) {
      const [row] = await executor
        .select({ email: users.email, fullName: users.fullName })
        .from(users)
        .where(isCompanyOwner(tenantId))
        .limit(1)
      return row
    },
  }
}

export type BillingRepository = ReturnType<typeof createBillingRepository>
