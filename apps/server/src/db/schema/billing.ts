import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { createdAt, inList, tenants, users } from './foundation'

/** What is stored: an invoice exists once issued (OPEN is a live estimate, OVERDUE is read from due_at). */
export const storedInvoiceStatuses = ['ISSUED', 'PAID'] as const
export const storedSettlementStatuses = ['PENDING', 'PAID'] as const
export const billingLineKindValues = [
  'PAY_PER_CALL',
  'PAY_PER_QUERY',
  'SUBSCRIPTION',
  'ONE_TIME',
  'SLA_CREDIT',
  'DISPUTE_CREDIT',
  'VAT',
] as const

/**
 * A consumer's invoice for one calendar month (Asia/Jakarta), issued at month close
 * (docs/decisions/0047-billing.md). One per tenant and month: closing a month twice finds it there.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consumerTenantId: uuid('consumer_tenant_id')
      .notNull()
      .references(() => tenants.id),
    /** `YYYY-MM`. */
    period: text('period').notNull(),
    /** `INV-YYYYMM-NNNN`. */
    invoiceNo: text('invoice_no').notNull(),
    status: text('status', { enum: storedInvoiceStatuses }).notNull().default('ISSUED'),
    subtotal: bigint('subtotal', { mode: 'number' }).notNull(),
    vatBasisPoints: integer('vat_basis_points').notNull(),
    vat: bigint('vat', { mode: 'number' }).notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paymentReference: text('payment_reference'),
    paymentRecordedBy: uuid('payment_recorded_by').references(() => users.id),
    /** When its mail was queued: a rerun of the mailing job after a crash mails nothing more. */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('invoices_tenant_period_unique').on(table.consumerTenantId, table.period),
    uniqueIndex('invoices_invoice_no_unique').on(table.invoiceNo),
    index('invoices_period_index').on(table.period, table.status),
    check('invoices_status_check', sql`${table.status} in (${inList(storedInvoiceStatuses)})`),
    check('invoices_total_check', sql`${table.total} = ${table.subtotal} + ${table.vat}`),
  ],
)

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    lineNo: integer('line_no').notNull(),
    kind: text('kind', { enum: billingLineKindValues }).notNull(),
    productId: uuid('product_id'),
    productName: text('product_name').notNull(),
    providerTenantId: uuid('provider_tenant_id'),
    providerLegalName: text('provider_legal_name'),
    transactionNo: text('transaction_no'),
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    unitPrice: bigint('unit_price', { mode: 'number' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (table) => [
    uniqueIndex('invoice_lines_unique').on(table.invoiceId, table.lineNo),
    check('invoice_lines_kind_check', sql`${table.kind} in (${inList(billingLineKindValues)})`),
  ],
)

/** The last invoice number given in a month: `INV-YYYYMM-NNNN` counts per month from 1. */
export const invoiceSequences = pgTable('invoice_sequences', {
  period: text('period').primaryKey(),
  lastNo: integer('last_no').notNull(),
})

/** A provider's earnings for one month, made at month close; PENDING until an operator records the payout. */
export const settlements = pgTable(
  'settlements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerTenantId: uuid('provider_tenant_id')
      .notNull()
      .references(() => tenants.id),
    period: text('period').notNull(),
    status: text('status', { enum: storedSettlementStatuses }).notNull().default('PENDING'),
    gross: bigint('gross', { mode: 'number' }).notNull(),
    feeBasisPoints: integer('fee_basis_points').notNull(),
    platformFee: bigint('platform_fee', { mode: 'number' }).notNull(),
    /** Credits owed to consumers: service-level and dispute credits of the month (decision 0052). */
    slaCredits: bigint('sla_credits', { mode: 'number' }).notNull().default(0),
    net: bigint('net', { mode: 'number' }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paymentReference: text('payment_reference'),
    paymentRecordedBy: uuid('payment_recorded_by').references(() => users.id),
    /** When its mail was queued: a rerun of the mailing job after a crash mails nothing more. */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('settlements_tenant_period_unique').on(table.providerTenantId, table.period),
    index('settlements_period_index').on(table.period, table.status),
    check('settlements_status_check', sql`${table.status} in (${inList(storedSettlementStatuses)})`),
    check(
      'settlements_balance_check',
      sql`${table.net} + ${table.platformFee} + ${table.slaCredits} = ${table.gross}`,
    ),
  ],
)

export const settlementLines = pgTable(
  'settlement_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    settlementId: uuid('settlement_id')
      .notNull()
      .references(() => settlements.id),
    lineNo: integer('line_no').notNull(),
    kind: text('kind', { enum: billingLineKindValues }).notNull(),
    consumerTenantId: uuid('consumer_tenant_id').notNull(),
    consumerLegalName: text('consumer_legal_name').notNull(),
    productId: uuid('product_id'),
    productName: text('product_name').notNull(),
    transactionNo: text('transaction_no'),
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (table) => [
    uniqueIndex('settlement_lines_unique').on(table.settlementId, table.lineNo),
    check('settlement_lines_kind_check', sql`${table.kind} in (${inList(billingLineKindValues)})`),
  ],
)

export type InvoiceRow = typeof invoices.$inferSelect
export type InvoiceLineRow = typeof invoiceLines.$inferSelect
export type SettlementRow = typeof settlements.$inferSelect
export type SettlementLineRow = typeof settlementLines.$inferSelect
