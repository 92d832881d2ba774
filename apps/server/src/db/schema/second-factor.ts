import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { createdAt, inList, tenants, users } from './foundation'

/** A user's authenticator-app (TOTP) secret; sealed, and confirmed once a first code from it was typed. */
export const userTotpFactors = pgTable('user_totp_factors', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  tenantId: uuid('tenant_id')
    .notNull()
    .references(() => tenants.id),
  sealedSecret: text('sealed_secret').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  /** The last 30-second step a code was accepted for: a code is good once. */
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: createdAt(),
})

/** Single-use recovery codes; only their SHA-256 is kept. */
export const userRecoveryCodes = pgTable(
  'user_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('user_recovery_codes_user_code_unique').on(table.userId, table.codeHash)],
)

/** WebAuthn credentials (passkeys): the public key and the authenticator's signature counter. */
export const userPasskeys = pgTable(
  'user_passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    /** base64url, as the browser names it. */
    credentialId: text('credential_id').notNull(),
    /** COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('user_passkeys_credential_id_unique').on(table.credentialId),
    index('user_passkeys_user_id_index').on(table.userId),
  ],
)

export type UserPasskeyRow = typeof userPasskeys.$inferSelect

export const secondFactorChallengePurposes = ['SIGN_IN', 'PASSKEY_REGISTRATION', 'FRESH_LOGIN'] as const
export type SecondFactorChallengePurpose = (typeof secondFactorChallengePurposes)[number]

/** The second step of a sign-in (mfa_token) or a passkey registration in progress: short-lived, used once. */
export const secondFactorChallenges = pgTable(
  'second_factor_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    purpose: text('purpose', { enum: secondFactorChallengePurposes }).notNull(),
    tokenHash: text('token_hash').notNull(),
    webauthnChallenge: text('webauthn_challenge'),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('second_factor_challenges_token_hash_unique').on(table.tokenHash),
    index('second_factor_challenges_user_id_index').on(table.userId),
    check(
      'second_factor_challenges_purpose_check',
      sql`${table.purpose} in (${inList(secondFactorChallengePurposes)})`,
    ),
  ],
)

/** Whether a company's owner requires a second factor of every member. */
export const tenantSecondFactorPolicies = pgTable('tenant_second_factor_policies', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => tenants.id),
  isRequired: boolean('is_required').notNull().default(false),
  updatedBy: uuid('updated_by').references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
})
