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

/**
 * Failed sign-ins of one (account, client address) pair, keyed by a hash of both. Each failure past the
 * free ones locks the pair for longer (docs/decisions/0040-sign-in-limits.md); a success deletes the
 * row, and a row untouched until `forget_at` counts from zero again.
 */
export const signInFailures = pgTable('sign_in_failures', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
  forgetAt: timestamp('forget_at', { withTimezone: true }).notNull(),
})
