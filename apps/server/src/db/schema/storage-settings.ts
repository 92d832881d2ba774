import { cloudProviders, storageStatuses, userTypes } from '@lumbung/contract'
import { sql } from 'drizzle-orm'
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { createdAt, inList, tenants, updatedAt, users } from './foundation'

/** The parts of a storage setting's configuration that are not secret, shown back to the user. */
export interface StoragePublicConfig {
  fileName?: string | null
  clientEmail?: string | null
  projectId?: string | null
  endpoint?: string | null
  region?: string | null
  accessKeyIdLastFour?: string | null
  forcePathStyle?: boolean | null
  folder?: string | null
}

/**
 * A tenant's connection to a bucket, per side (the consumer side's are the owner's alone, the
 * provider side's are shared with admins and members). Credentials are sealed (lib/secrets).
 */
export const storageSettings = pgTable(
  'storage_settings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    userType: text('user_type', { enum: userTypes }).notNull(),
    name: text('name').notNull(),
    cloudProvider: text('cloud_provider', { enum: cloudProviders }).notNull(),
    bucket: text('bucket').notNull(),
    publicConfig: jsonb('public_config').$type<StoragePublicConfig>().notNull(),
    /** Sealed JSON of the credentials (service account, or access key pair); null for LOCAL. */
    sealedCredentials: text('sealed_credentials'),
    status: text('status', { enum: storageStatuses }).notNull(),
    statusMessage: text('status_message'),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
    createdBy: uuid('created_by').references(() => users.id),
    updatedBy: uuid('updated_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('storage_settings_tenant_index').on(table.tenantId, table.userType, table.createdAt),
    uniqueIndex('storage_settings_name_unique').on(table.tenantId, table.userType, sql`lower(${table.name})`),
    check('storage_settings_user_type_check', sql`${table.userType} in (${inList(userTypes)})`),
    check(
      'storage_settings_cloud_provider_check',
      sql`${table.cloudProvider} in (${inList(cloudProviders)})`,
    ),
    check('storage_settings_status_check', sql`${table.status} in (${inList(storageStatuses)})`),
  ],
)

export type StorageSettingRow = typeof storageSettings.$inferSelect
