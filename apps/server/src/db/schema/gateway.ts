import { sql } from 'drizzle-orm'
import { check, integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core'
import { updatedAt } from './foundation'
import { transactionRequests } from './transaction'

/**
 * The gateway's quota reservations (docs/decisions/0031-gateway.md): per purchase and month (Asia/Jakarta),
 * how many calls the instances have taken for themselves. An instance takes a small block at a time,
 * in one locked update that never lets `reserved` pass the quota, and serves calls from it in memory.
 * A block an instance had not used when it stopped stays counted, so the quota is never exceeded.
 */
export const gatewayQuotaPeriods = pgTable(
  'gateway_quota_periods',
  {
    transactionRequestId: uuid('transaction_request_id')
      .notNull()
      .references(() => transactionRequests.id, { onDelete: 'cascade' }),
    /** The first instant of the month, Asia/Jakarta. */
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    reserved: integer('reserved').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.transactionRequestId, table.periodStart] }),
    check('gateway_quota_periods_reserved_check', sql`${table.reserved} >= 0`),
  ],
)

export type GatewayQuotaPeriodRow = typeof gatewayQuotaPeriods.$inferSelect
