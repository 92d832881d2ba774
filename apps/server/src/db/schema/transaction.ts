import {
  recommendationStatuses,
  transactionAccessStatuses,
  transactionRequestStatuses,
} from '@lumbung/contract'
import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { createdAt, inList, tenants, updatedAt, users } from './foundation'
import { products } from './products'

/**
 * A consumer's request for a product, and once approved its purchase. The three metadata columns are
 * snapshots (docs/product.md#snapshots): later edits to the product or to either profile never rewrite them.
 * `transaction_metadata` holds the terms in force: the provider's update replaces them while the
 * request waits, and every earlier version stays in `transaction_request_revisions`.
 */
/** The agreement a request's consumer accepted, as the request keeps it. */
export interface AcceptedAgreementSnapshot {
  kind: 'STANDARD' | 'PROVIDER'
  name: string
  /** The standard agreement's version; null for a provider's own file. */
  version: string | null
  sha256: string
  /** The provider's file as it was accepted, by its storage key. */
  fileKey: string | null
}

export const transactionRequests = pgTable(
  'transaction_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** `TRX-YYYYMMDD-XXXXXX`. */
    transactionNo: text('transaction_no').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    consumerTenantId: uuid('consumer_tenant_id')
      .notNull()
      .references(() => tenants.id),
    providerTenantId: uuid('provider_tenant_id')
      .notNull()
      .references(() => tenants.id),
    requestedBy: uuid('requested_by')
      .notNull()
      .references(() => users.id),
    purposeOfUsage: text('purpose_of_usage').notNull(),
    isDataAccessAgreement: boolean('is_data_access_agreement').notNull(),
    /** Which agreement the consumer accepted (docs/decisions/0059); null on requests made before. */
    acceptedAgreement: jsonb('accepted_agreement').$type<AcceptedAgreementSnapshot>(),
    status: text('status', { enum: transactionRequestStatuses }).notNull().default('WAITING_APPROVAL'),
    transactionMetadata: jsonb('transaction_metadata').$type<Record<string, unknown>>().notNull(),
    requestMetadata: jsonb('request_metadata').$type<Record<string, unknown>>().notNull(),
    approvalMetadata: jsonb('approval_metadata').$type<Record<string, unknown>>(),
    /** The provider's reason; required for a rejection. */
    rejectReason: text('reject_reason'),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** SUBSCRIPTION only: the number of units (months or years) requested, and the approved period. */
    periodCount: integer('period_count'),
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    /**
     * An approved purchase's access: the provider may suspend it (and resume it) or revoke it for good,
     * with a reason the consumer reads. The gateway and every delivery refuse unless it is ACTIVE.
     */
    accessStatus: text('access_status', { enum: transactionAccessStatuses }).notNull().default('ACTIVE'),
    accessReason: text('access_reason'),
    accessChangedAt: timestamp('access_changed_at', { withTimezone: true }),
    accessChangedBy: uuid('access_changed_by').references(() => users.id),
    /**
     * The latest revision of the terms the consumer accepted, by whom and when (docs/decisions/0057):
     * the provider approves only once it is the latest revision.
     */
    acceptedRevisionNo: integer('accepted_revision_no'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => users.id),
    /** Why the company asked again while it already held a live purchase of the product. */
    repeatReason: text('repeat_reason'),
    /** Bumped on every change, so two deciders racing on one request cannot both win. */
    revision: integer('revision').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('transaction_requests_transaction_no_unique').on(table.transactionNo),
    index('transaction_requests_consumer_index').on(table.consumerTenantId, table.createdAt),
    index('transaction_requests_provider_index').on(table.providerTenantId, table.status, table.createdAt),
    index('transaction_requests_product_index').on(table.productId),
    index('transaction_requests_period_end_index')
      .on(table.periodEnd)
      .where(sql`${table.status} = 'APPROVED'`),
    check(
      'transaction_requests_status_check',
      sql`${table.status} in (${inList(transactionRequestStatuses)})`,
    ),
    check(
      'transaction_requests_rejected_reason_check',
      sql`${table.status} <> 'REJECTED' or ${table.rejectReason} is not null`,
    ),
    check(
      'transaction_requests_access_status_check',
      sql`${table.accessStatus} in (${inList(transactionAccessStatuses)})`,
    ),
    check(
      'transaction_requests_period_count_check',
      sql`${table.periodCount} is null or ${table.periodCount} > 0`,
    ),
  ],
)

/** Every change of terms on a waiting request, oldest first; the consumer reads them as its history. */
export const transactionRequestRevisions = pgTable(
  'transaction_request_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    transactionRequestId: uuid('transaction_request_id')
      .notNull()
      .references(() => transactionRequests.id),
    revisionNo: integer('revision_no').notNull(),
    changedBy: uuid('changed_by').references(() => users.id),
    /** The terms before and after the change (price, unit, quota, period count). */
    previousTerms: jsonb('previous_terms').$type<Record<string, unknown>>().notNull(),
    terms: jsonb('terms').$type<Record<string, unknown>>().notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('transaction_request_revisions_unique').on(table.transactionRequestId, table.revisionNo),
  ],
)

/** A consumer's data-need request: data it wants that the marketplace does not yet offer. */
export const recommendations = pgTable(
  'recommendations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    dataNeeded: text('data_needed').notNull(),
    purpose: text('purpose').notNull(),
    industry: text('industry'),
    provinceCode: text('province_code'),
    provinceName: text('province_name'),
    districtCode: text('district_code'),
    districtName: text('district_name'),
    subdistrictCode: text('subdistrict_code'),
    subdistrictName: text('subdistrict_name'),
    /** Whole rupiah. */
    budget: bigint('budget', { mode: 'number' }),
    neededBy: date('needed_by', { mode: 'string' }),
    status: text('status', { enum: recommendationStatuses }).notNull().default('OPEN'),
    /** The operator's note to the consumer when triaging. */
    operatorNote: text('operator_note'),
    triagedBy: uuid('triaged_by').references(() => users.id),
    triagedAt: timestamp('triaged_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('recommendations_tenant_index').on(table.tenantId, table.createdAt),
    index('recommendations_status_index').on(table.status, table.createdAt),
    check('recommendations_status_check', sql`${table.status} in (${inList(recommendationStatuses)})`),
    check('recommendations_budget_check', sql`${table.budget} is null or ${table.budget} >= 0`),
  ],
)

/** A verified provider's answer to a data-need request: one of its published products. */
export const recommendationResponses = pgTable(
  'recommendation_responses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recommendationId: uuid('recommendation_id')
      .notNull()
      .references(() => recommendations.id),
    providerTenantId: uuid('provider_tenant_id')
      .notNull()
      .references(() => tenants.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    message: text('message'),
    respondedBy: uuid('responded_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('recommendation_responses_unique').on(table.recommendationId, table.productId),
    index('recommendation_responses_provider_index').on(table.providerTenantId),
  ],
)

export type TransactionRequestRow = typeof transactionRequests.$inferSelect
export type RecommendationRow = typeof recommendations.$inferSelect
