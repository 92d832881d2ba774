import { sql } from 'drizzle-orm'
import { bigint, check, date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core'
import { tenants, updatedAt } from './foundation'
import { products } from './products'

export const privacyBudgetPurposes = ['QUERY', 'FIT_TEST'] as const
export type PrivacyBudgetPurpose = (typeof privacyBudgetPurposes)[number]

/**
 * A consumer company's privacy budget use on one product in one Asia/Jakarta month, in micro-rho
 * (docs/decisions/0064-differential-privacy.md): queries after purchase, and fit tests before it from a
 * small budget of their own. The total is not stored here: it is the product's, read at each charge, and
 * a charge is one conditional UPDATE (used + cost <= total), so no two instances overspend.
 */
export const privacyBudgetUse = pgTable(
  'privacy_budget_use',
  {
    consumerTenantId: uuid('consumer_tenant_id')
      .notNull()
      .references(() => tenants.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The month's first day. */
    month: date('month', { mode: 'string' }).notNull(),
    purpose: text('purpose', { enum: privacyBudgetPurposes }).notNull(),
    usedMicroRho: bigint('used_micro_rho', { mode: 'number' }).notNull().default(0),
    /** Queries or fit tests charged (less those refunded). */
    charges: integer('charges').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({
      name: 'privacy_budget_use_pk',
      columns: [table.consumerTenantId, table.productId, table.month, table.purpose],
    }),
    index('privacy_budget_use_product_index').on(table.productId, table.month),
    check('privacy_budget_use_purpose_check', sql`${table.purpose} in ('QUERY', 'FIT_TEST')`),
    check('privacy_budget_use_used_check', sql`${table.usedMicroRho} >= 0 and ${table.charges} >= 0`),
  ],
)
