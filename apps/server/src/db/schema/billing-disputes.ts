import { billingCreditKinds, disputeActions, disputeOutcomes, disputeStatuses } from '@lumbung/contract'
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
import { invoiceLines, invoices, settlements } from './billing'
import { createdAt, inList, tenants, users } from './foundation'

/**
 * A credit to a consumer for one month (docs/decisions/0052-sla-credits-and-disputes.md): a missed
 * availability target (SLA, made at month close) or a dispute resolved with a credit (DISPUTE, made when
 * resolved, for the month it was resolved in). The month's invoice shows it as a negative line and the
 * provider's settlement deducts it; each document names it once it is issued.
 */
export const billingCredits = pgTable(
  'billing_credits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: billingCreditKinds }).notNull(),
    /** `YYYY-MM`: the month whose invoice and settlement carry it. */
    period: text('period').notNull(),
    consumerTenantId: uuid('consumer_tenant_id')
      .notNull()
      .references(() => tenants.id),
    providerTenantId: uuid('provider_tenant_id')
      .notNull()
      .references(() => tenants.id),
    productId: uuid('product_id'),
    productName: text('product_name').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    calls: bigint('calls', { mode: 'number' }),
    failedCalls: bigint('failed_calls', { mode: 'number' }),
    /** Measured availability and the target, in basis points (9950 = 99.5 %). */
    availabilityBasisPoints: integer('availability_basis_points'),
    targetBasisPoints: integer('target_basis_points'),
    disputeId: uuid('dispute_id'),
    invoiceId: uuid('invoice_id').references(() => invoices.id),
    settlementId: uuid('settlement_id').references(() => settlements.id),
    createdAt: createdAt(),
  },
  (table) => [
    // One SLA credit per consumer, product and month, so a second month close finds it there.
    uniqueIndex('billing_credits_sla_unique')
      .on(table.period, table.consumerTenantId, table.productId)
      .where(sql`${table.kind} = 'SLA'`),
    uniqueIndex('billing_credits_dispute_unique').on(table.disputeId),
    index('billing_credits_period_index').on(table.period, table.consumerTenantId),
    check('billing_credits_kind_check', sql`${table.kind} in (${inList(billingCreditKinds)})`),
    check('billing_credits_amount_check', sql`${table.amount} >= 0`),
  ],
)

/** A consumer's dispute of one invoice line; one per line. */
export const billingDisputes = pgTable(
  'billing_disputes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    invoiceLineId: uuid('invoice_line_id')
      .notNull()
      .references(() => invoiceLines.id),
    consumerTenantId: uuid('consumer_tenant_id')
      .notNull()
      .references(() => tenants.id),
    providerTenantId: uuid('provider_tenant_id')
      .notNull()
      .references(() => tenants.id),
    status: text('status', { enum: disputeStatuses }).notNull().default('OPEN'),
    outcome: text('outcome', { enum: disputeOutcomes }),
    creditAmount: bigint('credit_amount', { mode: 'number' }),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('billing_disputes_line_unique').on(table.invoiceLineId),
    index('billing_disputes_consumer_index').on(table.consumerTenantId, table.createdAt),
    index('billing_disputes_provider_index').on(table.providerTenantId, table.createdAt),
    index('billing_disputes_status_index').on(table.status, table.createdAt),
    check('billing_disputes_status_check', sql`${table.status} in (${inList(disputeStatuses)})`),
    check(
      'billing_disputes_outcome_check',
      sql`${table.outcome} is null or ${table.outcome} in (${inList(disputeOutcomes)})`,
    ),
  ],
)

/** A dispute's history: who did what, when, with which words; never changed once written. */
export const billingDisputeEvents = pgTable(
  'billing_dispute_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    disputeId: uuid('dispute_id')
      .notNull()
      .references(() => billingDisputes.id),
    action: text('action', { enum: disputeActions }).notNull(),
    actorId: uuid('actor_id').references(() => users.id),
    text: text('text').notNull(),
    amount: bigint('amount', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('billing_dispute_events_dispute_index').on(table.disputeId, table.createdAt),
    check('billing_dispute_events_action_check', sql`${table.action} in (${inList(disputeActions)})`),
  ],
)

export type BillingCreditRow = typeof billingCredits.$inferSelect
export type BillingDisputeRow = typeof billingDisputes.$inferSelect
export type BillingDisputeEventRow = typeof billingDisputeEvents.$inferSelect
