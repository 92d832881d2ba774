import { sql } from 'drizzle-orm'
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { createdAt, inList, users } from './foundation'

/** What a one-time token proves; each purpose has its own lifetime (see user-tokens.repository). */
export const userTokenPurposes = [
  'EMAIL_VERIFICATION',
  'PASSWORD_RESET',
  'INVITATION',
  'EMAIL_CHANGE',
] as const
export type UserTokenPurpose = (typeof userTokenPurposes)[number]

/** Single-use tokens sent by mail. Only the SHA-256 of a token is stored. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    purpose: text('purpose', { enum: userTokenPurposes }).notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The address an EMAIL_CHANGE token confirms. */
    newEmail: text('new_email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('user_tokens_token_hash_unique').on(table.tokenHash),
    index('user_tokens_user_purpose_index').on(table.userId, table.purpose),
    check('user_tokens_purpose_check', sql`${table.purpose} in (${inList(userTokenPurposes)})`),
  ],
)

export type UserTokenRow = typeof userTokens.$inferSelect
