import { usageKinds, usageOutcomes } from '@lumbung/contract'
import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { inList } from './foundation'

/**
 * The usage ledger: one row per call, download, query or delivery, refusals included
 * (docs/decisions/0030-usage-ledger.md). Rows are written in batches off the request path; the id is
 * made by the writer, so a batch retried after an unclear failure never counts a call twice. Tenants,
 * products and transactions are plain ids: the ledger outlives what it names and is never joined on
 * the hot path. `recorded_at` is when the row reached the database. Every index costs each call's
 * write (on PGlite, the database's thread, one statement at a time): the rollups answer reports, so the ledger keeps only its
 * time index.
 */
export const usageRecords = pgTable(
  'usage_records',
  {
    id: uuid('id').primaryKey(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    kind: text('kind', { enum: usageKinds }).notNull(),
    consumerTenantId: uuid('consumer_tenant_id'),
    providerTenantId: uuid('provider_tenant_id'),
    productId: uuid('product_id'),
    transactionRequestId: uuid('transaction_request_id'),
    /** The named key (consumer_api_keys) the call was made with; null for the tenant key or no valid key. */
    apiKeyId: uuid('api_key_id'),
    method: text('method'),
    subPath: text('sub_path'),
    httpStatus: integer('http_status').notNull(),
    outcome: text('outcome', { enum: usageOutcomes }).notNull(),
    /** The gateway's refusal or failure code (contract gatewayErrors), when there is one. */
    errorCode: text('error_code'),
    latencyMs: integer('latency_ms').notNull(),
    bytesIn: bigint('bytes_in', { mode: 'number' }).notNull().default(0),
    bytesOut: bigint('bytes_out', { mode: 'number' }).notNull().default(0),
    isBillable: boolean('is_billable').notNull(),
    /** Whole rupiah in force at the time of the call; null when the product has no per-use price. */
    unitPrice: bigint('unit_price', { mode: 'number' }),
  },
  (table) => [
    index('usage_records_occurred_index').on(table.occurredAt),
    check('usage_records_kind_check', sql`${table.kind} in (${inList(usageKinds)})`),
    check('usage_records_outcome_check', sql`${table.outcome} in (${inList(usageOutcomes)})`),
  ],
)

/**
 * The columns both rollups share: one row per bucket × product × consumer × kind × outcome, added to
 * with every batch the ledger writes.
 */
const rollupColumns = () => ({
  productId: uuid('product_id').notNull(),
  consumerTenantId: uuid('consumer_tenant_id').notNull(),
  providerTenantId: uuid('provider_tenant_id').notNull(),
  kind: text('kind', { enum: usageKinds }).notNull(),
  outcome: text('outcome', { enum: usageOutcomes }).notNull(),
  calls: bigint('calls', { mode: 'number' }).notNull(),
  billableCalls: bigint('billable_calls', { mode: 'number' }).notNull(),
  /** Whole rupiah: the sum of the unit prices of the billable calls. */
  amount: bigint('amount', { mode: 'number' }).notNull(),
  bytesIn: bigint('bytes_in', { mode: 'number' }).notNull(),
  bytesOut: bigint('bytes_out', { mode: 'number' }).notNull(),
  latencyTotalMs: bigint('latency_total_ms', { mode: 'number' }).notNull(),
  latencyMaxMs: integer('latency_max_ms').notNull(),
  /** Calls per latency band (lib/latency-histogram.ts); empty in buckets written before it existed. */
  latencyHistogram: bigint('latency_histogram', { mode: 'number' })
    .array()
    .notNull()
    .default(sql`'{}'`),
})

/** Hourly buckets (UTC hours, which are also Asia/Jakarta hours). */
export const usageHourly = pgTable(
  'usage_hourly',
  { bucket: timestamp('bucket', { withTimezone: true }).notNull(), ...rollupColumns() },
  (table) => [
    primaryKey({
      columns: [table.bucket, table.productId, table.consumerTenantId, table.kind, table.outcome],
    }),
    index('usage_hourly_provider_index').on(table.providerTenantId, table.bucket),
    index('usage_hourly_consumer_index').on(table.consumerTenantId, table.bucket),
  ],
)

/** Daily buckets: the calendar day in Asia/Jakarta, as the start of that day. */
export const usageDaily = pgTable(
  'usage_daily',
  { bucket: timestamp('bucket', { withTimezone: true }).notNull(), ...rollupColumns() },
  (table) => [
    primaryKey({
      columns: [table.bucket, table.productId, table.consumerTenantId, table.kind, table.outcome],
    }),
    index('usage_daily_provider_index').on(table.providerTenantId, table.bucket),
    index('usage_daily_consumer_index').on(table.consumerTenantId, table.bucket),
    index('usage_daily_product_index').on(table.productId, table.bucket),
  ],
)

export type UsageRecordRow = typeof usageRecords.$inferSelect
export type NewUsageRecordRow = typeof usageRecords.$inferInsert
