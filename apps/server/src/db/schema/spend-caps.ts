import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { createdAt, tenants, updatedAt, users } from './foundation'
import { products } from './products'

/**
 * A consumer company's monthly spend cap over all its purchases, and whether the gateway refuses priced
 * calls once a cap is reached (docs/decisions/0051-spend-caps.md). One row per company that set caps.
 */
export const spendCapSettings = pgTable(
  'spend_cap_settings',
  {
    tenantId: uuid('tenant_id')
      .primaryKey()
      .references(() => tenants.id),
    /** Whole rupiah per calendar month (Asia/Jakarta); null: no company cap. */
    companyCap: bigint('company_cap', { mode: 'number' }),
    isRefusingAtCap: boolean('is_refusing_at_cap').notNull().default(false),
    updatedBy: uuid('updated_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('spend_cap_settings_cap_check', sql`${table.companyCap} is null or ${table.companyCap} > 0`),
  ],
)

/** A monthly cap on one purchased product. */
export const spendCapProducts = pgTable(
  'spend_cap_products',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    cap: bigint('cap', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.productId] }),
    check('spend_cap_products_cap_check', sql`${table.cap} > 0`),
  ],
)

/**
 * A threshold (80 or 100 %) a cap's month reached: written once, so the owner is told once per cap,
 * threshold and month however many instances check. `cap_key` is 'company' or the product's id.
 */
export const spendCapAlerts = pgTable(
  'spend_cap_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    /** `YYYY-MM`. */
    period: text('period').notNull(),
    capKey: text('cap_key').notNull(),
    productId: uuid('product_id').references(() => products.id),
    threshold: integer('threshold').notNull(),
    /** The cap and the spend when the threshold was found reached. */
    cap: bigint('cap', { mode: 'number' }).notNull(),
    spend: bigint('spend', { mode: 'number' }).notNull(),
    reachedAt: timestamp('reached_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('spend_cap_alerts_once').on(table.tenantId, table.period, table.capKey, table.threshold),
    check('spend_cap_alerts_threshold_check', sql`${table.threshold} in (80, 100)`),
  ],
)

export type SpendCapAlertRow = typeof spendCapAlerts.$inferSelect
