import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Attempt counters shared by every server instance on one database, so a limit holds behind a load
 * balancer. A row counts one key's attempts until `reset_at`; the next attempt after it starts over.
 */
export const rateLimitBuckets = pgTable('rate_limit_buckets', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
})
