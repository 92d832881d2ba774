import { sql } from 'drizzle-orm'
import { bigint, check, index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core'
import { createdAt, users } from './foundation'
import { products } from './products'
import { transactionRequests } from './transaction'

/**
 * A product's new price as it reaches one purchase (docs/product.md#price-changes): a rise takes effect
 * 30 days after it was made (a subscription's at the first period start from then on), a cut at once.
 * Whatever bills a purchase (the gateway's call price, a query's price, a subscription period) reads the
 * latest row in force at that moment, and the purchase's own snapshot price before the first.
 */
export const purchasePriceChanges = pgTable(
  'purchase_price_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    transactionRequestId: uuid('transaction_request_id')
      .notNull()
      .references(() => transactionRequests.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    /** Whole rupiah: the purchase's price in force when the change was made, and the new one. */
    previousPrice: bigint('previous_price', { mode: 'number' }).notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    effectiveFrom: timestamp('effective_from', { withTimezone: true }).notNull(),
    changedBy: uuid('changed_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [
    index('purchase_price_changes_request_index').on(table.transactionRequestId, table.effectiveFrom),
    check('purchase_price_changes_price_check', sql`${table.price} >= 0 and ${table.previousPrice} >= 0`),
  ],
)

export type PurchasePriceChangeRow = typeof purchasePriceChanges.$inferSelect
