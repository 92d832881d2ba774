import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { createdAt, tenants, users } from './foundation'
import { transactionRequests } from './transaction'

/**
 * A consumer company's Delta Sharing bearer tokens (docs/decisions/0066-delta-sharing.md), shaped like
 * its named gateway keys: only the SHA-256 is kept, the whole token is in the one profile that made it,
 * and a revoked or expired token opens nothing. The purchase it was made from is kept for the record;
 * the token opens the company's whole share.
 */
export const deltaSharingTokens = pgTable(
  'delta_sharing_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    transactionRequestId: uuid('transaction_request_id').references(() => transactionRequests.id),
    tokenHash: text('token_hash').notNull(),
    lastFour: text('last_four').notNull(),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: uuid('revoked_by').references(() => users.id),
  },
  (table) => [
    uniqueIndex('delta_sharing_tokens_token_hash_unique').on(table.tokenHash),
    index('delta_sharing_tokens_tenant_index').on(table.tenantId, table.createdAt),
  ],
)

export type DeltaSharingTokenRow = typeof deltaSharingTokens.$inferSelect
