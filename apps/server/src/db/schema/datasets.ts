import { dataTypes, datasetStatuses } from '@lumbung/contract'
import { sql } from 'drizzle-orm'
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core'
import { createdAt, inList, tenants, updatedAt, users } from './foundation'

export interface StoredRequestParameter {
  name: string
  type: string
  is_required: boolean
  location: string
  description: string | null
  /** The provider's example value, as text; absent on parameters saved before examples existed. */
  example?: string | null
}
export interface StoredColumn {
  name: string
  type: string
  description: string | null
  is_sensitive: boolean
}
export interface StoredSecretShareColumn {
  name: string
  role: string
  scale: number
  /** Measures: the provider's clipping bounds (decimal text); absent on datasets from before bounds. */
  lower_bound?: string | null
  upper_bound?: string | null
}

/**
 * Every dataset of a provider, one row whatever its type; the columns of the other types stay null.
 * API datasets reference an API setting of the same tenant (checked by the service, so no foreign
 * key ties the two areas together).
 */
export const datasets = pgTable(
  'datasets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    dataType: text('data_type', { enum: dataTypes }).notNull(),
    name: text('name').notNull(),
    description: text('description'),
    shortDescription: text('short_description'),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    status: text('status', { enum: datasetStatuses }).notNull().default('DRAFT'),
    operationalHourFrom: text('operational_hour_from'),
    operationalHourTo: text('operational_hour_to'),
    // API datasets
    baseUrl: text('base_url'),
    path: text('path'),
    method: text('method'),
    requestParams: jsonb('request_params').$type<StoredRequestParameter[]>(),
    headers: jsonb('headers').$type<{ name: string; value: string }[]>(),
    apiSettingId: uuid('api_setting_id'),
    responseSample: text('response_sample'),
    responseTime: text('response_time'),
    // File datasets
    fileKey: text('file_key'),
    fileName: text('file_name'),
    fileType: text('file_type'),
    delimiter: text('delimiter'),
    fileSize: bigint('file_size', { mode: 'number' }),
    rowCount: bigint('row_count', { mode: 'number' }),
    dataStructure: jsonb('data_structure').$type<StoredColumn[]>(),
    preview: jsonb('preview').$type<string[][]>(),
    // Secret-share datasets: the column roles and the three per-dataset keys, each sealed (lib/secrets).
    secretShareColumns: jsonb('secret_share_columns').$type<StoredSecretShareColumn[]>(),
    identifierKeySealed: text('identifier_key_sealed'),
    storeAKeySealed: text('store_a_key_sealed'),
    storeBKeySealed: text('store_b_key_sealed'),
    createdBy: uuid('created_by').references(() => users.id),
    modifiedBy: uuid('modified_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('datasets_tenant_index').on(table.tenantId, table.createdAt),
    check('datasets_status_check', sql`${table.status} in (${inList(datasetStatuses)})`),
    check('datasets_data_type_check', sql`${table.dataType} in (${inList(dataTypes)})`),
  ],
)

/**
 * The two share stores of secret-share datasets (docs/product.md#secret-sharing). A row holds the keyed
 * hashes of the identifiers, the public dimensions, and that store's share of each measure, sealed under the
 * store's own key. Neither store alone holds any measure value.
 */
const shareStoreColumns = () => ({
  datasetId: uuid('dataset_id')
    .notNull()
    .references(() => datasets.id, { onDelete: 'cascade' }),
  rowIndex: integer('row_index').notNull(),
  identifiers: jsonb('identifiers').$type<Record<string, string>>().notNull(),
  dimensions: jsonb('dimensions').$type<Record<string, string>>().notNull(),
  /** AES-256-GCM under the store key: iv.tag.ciphertext (base64url) of the shares as decimal text. */
  shares: text('shares').notNull(),
})

export const secretShareStoreA = pgTable('secret_share_store_a', shareStoreColumns(), (table) => [
  primaryKey({ columns: [table.datasetId, table.rowIndex] }),
])
export const secretShareStoreB = pgTable('secret_share_store_b', shareStoreColumns(), (table) => [
  primaryKey({ columns: [table.datasetId, table.rowIndex] }),
])
