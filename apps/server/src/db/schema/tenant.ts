import { companyDocumentKinds } from '@lumbung/contract'
import { sql } from 'drizzle-orm'
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { createdAt, inList, tenants, updatedAt, users } from './foundation'

export const verificationSubmissionStatuses = ['PENDING', 'VERIFIED', 'REJECTED'] as const

/**
 * One row per submission of documents; the operator's decision is written onto it, so the history of
 * rejections and resubmissions stays readable. The tenant's `verification_status` mirrors the latest.
 */
export const tenantVerificationSubmissions = pgTable(
  'tenant_verification_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    submittedBy: uuid('submitted_by')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: verificationSubmissionStatuses }).notNull().default('PENDING'),
    reviewedBy: uuid('reviewed_by').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** The operator's reason; required for a rejection. */
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (table) => [
    index('tenant_verification_submissions_tenant_index').on(table.tenantId, table.createdAt),
    // At most one submission waits for review per tenant.
    uniqueIndex('tenant_verification_submissions_one_pending')
      .on(table.tenantId)
      .where(sql`${table.status} = 'PENDING'`),
    check(
      'tenant_verification_submissions_status_check',
      sql`${table.status} in (${inList(verificationSubmissionStatuses)})`,
    ),
  ],
)

export const tenantDocuments = pgTable(
  'tenant_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => tenantVerificationSubmissions.id),
    kind: text('kind', { enum: companyDocumentKinds }).notNull(),
    fileKey: text('file_key').notNull(),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('tenant_documents_submission_index').on(table.submissionId),
    index('tenant_documents_tenant_index').on(table.tenantId),
    check('tenant_documents_kind_check', sql`${table.kind} in (${inList(companyDocumentKinds)})`),
  ],
)

/**
 * The tenant's key for the gateway (`X-API-Key`). The whole key is kept sealed (lib/secrets) so the
 * owner can see it again after a fresh login; the gateway finds the tenant by the key's SHA-256.
 */
export const tenantApiKeys = pgTable(
  'tenant_api_keys',
  {
    tenantId: uuid('tenant_id')
      .primaryKey()
      .references(() => tenants.id),
    keyHash: text('key_hash').notNull(),
    sealedKey: text('sealed_key').notNull(),
    lastFour: text('last_four').notNull(),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('tenant_api_keys_key_hash_unique').on(table.keyHash)],
)

/**
 * A consumer's named gateway keys, beside the one tenant key: each integration can have its own, so a
 * leaked key is revoked without stopping the others. Only the SHA-256 is kept; the whole key is shown
 * once, in the answer that created it.
 */
export const consumerApiKeys = pgTable(
  'consumer_api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    label: text('label').notNull(),
    keyHash: text('key_hash').notNull(),
    lastFour: text('last_four').notNull(),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: uuid('revoked_by').references(() => users.id),
  },
  (table) => [
    uniqueIndex('consumer_api_keys_key_hash_unique').on(table.keyHash),
    index('consumer_api_keys_tenant_index').on(table.tenantId, table.createdAt),
    // A label names one live key of the company; a revoked key's label may be used again.
    uniqueIndex('consumer_api_keys_live_label_unique')
      .on(table.tenantId, sql`lower(${table.label})`)
      .where(sql`${table.revokedAt} is null`),
  ],
)

/** Where a provider's settlements are paid; the account number is sealed at rest. */
export const tenantPayoutAccounts = pgTable('tenant_payout_accounts', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => tenants.id),
  bankName: text('bank_name').notNull(),
  sealedAccountNumber: text('sealed_account_number').notNull(),
  accountNumberLastFour: text('account_number_last_four').notNull(),
  accountHolder: text('account_holder').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

export type TenantVerificationSubmissionRow = typeof tenantVerificationSubmissions.$inferSelect
export type TenantDocumentRow = typeof tenantDocuments.$inferSelect
export type TenantApiKeyRow = typeof tenantApiKeys.$inferSelect
export type ConsumerApiKeyRow = typeof consumerApiKeys.$inferSelect
export type TenantPayoutAccountRow = typeof tenantPayoutAccounts.$inferSelect
