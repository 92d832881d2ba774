import { cloudProviders, dataDeliveryStatuses, deliveryTriggers } from '@lumbung/contract'
import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { createdAt, inList, tenants, updatedAt, users } from './foundation'
import { transactionRequests } from './transaction'

/**
 * A purchased file copied into one of the consumer's storage settings by a durable job
 * (docs/decisions/0033-downloads-and-cloud-delivery.md): QUEUED → RUNNING → DELIVERED or FAILED. The
 * target (setting name, provider, bucket, object path) is a snapshot taken when it was queued, so the
 * history still reads after the setting is removed; the version is a plain id, as the ledger's are.
 */
export const dataDeliveries = pgTable(
  'data_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consumerTenantId: uuid('consumer_tenant_id')
      .notNull()
      .references(() => tenants.id),
    providerTenantId: uuid('provider_tenant_id').notNull(),
    transactionRequestId: uuid('transaction_request_id')
      .notNull()
      .references(() => transactionRequests.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').notNull(),
    productName: text('product_name').notNull(),
    datasetVersionId: uuid('dataset_version_id').notNull(),
    versionNo: integer('version_no').notNull(),
    fileName: text('file_name').notNull(),
    trigger: text('trigger', { enum: deliveryTriggers }).notNull(),
    storageSettingId: uuid('storage_setting_id'),
    storageSettingName: text('storage_setting_name').notNull(),
    cloudProvider: text('cloud_provider', { enum: cloudProviders }).notNull(),
    bucket: text('bucket').notNull(),
    /** The object's key inside the bucket, decided when queued, so every retry writes the same object. */
    objectPath: text('object_path').notNull(),
    status: text('status', { enum: dataDeliveryStatuses }).notNull().default('QUEUED'),
    attempts: integer('attempts').notNull().default(0),
    errorCode: text('error_code'),
    errorMessage: text('error_message'),
    // The receipt, once DELIVERED.
    bytes: bigint('bytes', { mode: 'number' }),
    rowCount: bigint('row_count', { mode: 'number' }),
    sha256: text('sha256'),
    requestedBy: uuid('requested_by').references(() => users.id),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('data_deliveries_consumer_index').on(table.consumerTenantId, table.createdAt),
    index('data_deliveries_transaction_index').on(table.transactionRequestId),
    // A version reaches a subscription's auto-delivery once, however often its fan-out runs.
    uniqueIndex('data_deliveries_auto_unique')
      .on(table.transactionRequestId, table.datasetVersionId)
      .where(sql`${table.trigger} = 'AUTO'`),
    check('data_deliveries_status_check', sql`${table.status} in (${inList(dataDeliveryStatuses)})`),
    check('data_deliveries_trigger_check', sql`${table.trigger} in (${inList(deliveryTriggers)})`),
    check('data_deliveries_cloud_provider_check', sql`${table.cloudProvider} in (${inList(cloudProviders)})`),
  ],
)

/** A subscription's standing order: deliver each new version of its file to this storage and folder. */
export const autoDeliveries = pgTable(
  'auto_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consumerTenantId: uuid('consumer_tenant_id')
      .notNull()
      .references(() => tenants.id),
    transactionRequestId: uuid('transaction_request_id')
      .notNull()
      .references(() => transactionRequests.id, { onDelete: 'cascade' }),
    isOn: boolean('is_on').notNull(),
    storageSettingId: uuid('storage_setting_id'),
    /** The setting as it was when chosen, so a delivery to a setting removed since still says where it was going. */
    storageSettingName: text('storage_setting_name'),
    cloudProvider: text('cloud_provider', { enum: cloudProviders }),
    bucket: text('bucket'),
    folder: text('folder').notNull().default(''),
    updatedBy: uuid('updated_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('auto_deliveries_transaction_unique').on(table.transactionRequestId),
    index('auto_deliveries_consumer_index').on(table.consumerTenantId),
  ],
)

export type DataDeliveryRow = typeof dataDeliveries.$inferSelect
export type AutoDeliveryRow = typeof autoDeliveries.$inferSelect
