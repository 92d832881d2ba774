import { dataAssetSources, dataAssetStatuses, userTypes } from '@lumbung/contract'
import { sql } from 'drizzle-orm'
import { bigint, check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { createdAt, inList, tenants, updatedAt, users } from './foundation'
import { storageSettings } from './storage-settings'

/** A CSV a tenant brings in, by upload or from one of its storage settings; read by a background job. */
export const dataAssets = pgTable(
  'data_assets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    userType: text('user_type', { enum: userTypes }).notNull(),
    name: text('name').notNull(),
    description: text('description'),
    source: text('source', { enum: dataAssetSources }).notNull(),
    originalName: text('original_name').notNull(),
    storageSettingId: uuid('storage_setting_id').references(() => storageSettings.id, {
      onDelete: 'set null',
    }),
    bucket: text('bucket'),
    sourcePath: text('source_path'),
    /** The platform's copy (lib/file-storage key); null until a bucket file has been copied in. */
    fileKey: text('file_key'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    rowCount: bigint('row_count', { mode: 'number' }),
    columns: jsonb('columns').$type<string[]>().notNull().default([]),
    status: text('status', { enum: dataAssetStatuses }).notNull().default('PROCESSING'),
    failureMessage: text('failure_message'),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('data_assets_tenant_index').on(table.tenantId, table.userType, table.createdAt),
    check('data_assets_user_type_check', sql`${table.userType} in (${inList(userTypes)})`),
    check('data_assets_source_check', sql`${table.source} in (${inList(dataAssetSources)})`),
    check('data_assets_status_check', sql`${table.status} in (${inList(dataAssetStatuses)})`),
  ],
)

export type DataAssetRow = typeof dataAssets.$inferSelect
