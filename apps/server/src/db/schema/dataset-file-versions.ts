import { fileVersionStatuses } from '@lumbung/contract'
import { sql } from 'drizzle-orm'
import {
  bigint,
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
import { datasets, type StoredColumn } from './datasets'
import { createdAt, inList, tenants, users } from './foundation'

/**
 * Every file a file dataset has had, v1, v2, … (docs/decisions/0033-downloads-and-cloud-delivery.md).
 * The dataset row keeps the facts of the newest PUBLISHED version; older versions stay here with their
 * files, so a purchase can still be served the version it is entitled to. A DRAFT is a new file the
 * provider has not published yet: at most one per dataset.
 */
export const datasetFileVersions = pgTable(
  'dataset_file_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    datasetId: uuid('dataset_id')
      .notNull()
      .references(() => datasets.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    versionNo: integer('version_no').notNull(),
    status: text('status', { enum: fileVersionStatuses }).notNull(),
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    fileType: text('file_type').notNull(),
    delimiter: text('delimiter'),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    rowCount: bigint('row_count', { mode: 'number' }).notNull(),
    /** Hex SHA-256, computed while the upload streamed; null only for files stored before checksums. */
    sha256: text('sha256'),
    dataStructure: jsonb('data_structure').$type<StoredColumn[]>().notNull(),
    preview: jsonb('preview').$type<string[][]>().notNull().default([]),
    /** Bad rows of a CSV or TSV the provider chose to leave out (docs/decisions/0079-bad-rows-and-workbook-sheets.md). */
    skippedRowCount: bigint('skipped_row_count', { mode: 'number' }).notNull().default(0),
    /** The sheet a workbook is read from; null for the first sheet and for other file types. */
    sheetName: text('sheet_name'),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    // The version kept as Parquet beside its file (docs/decisions/0065-parquet-of-file-versions.md):
    // null until converted; a file that cannot be converted keeps the reason and is not tried again.
    parquetKey: text('parquet_key'),
    parquetSize: bigint('parquet_size', { mode: 'number' }),
    /** Hex SHA-256 of the Parquet object. */
    parquetSha256: text('parquet_sha256'),
    /** The Spark JSON schema of the Parquet file (Delta Sharing's `schemaString`). */
    parquetSchema: text('parquet_schema'),
    parquetError: text('parquet_error'),
  },
  (table) => [
    uniqueIndex('dataset_file_versions_number_unique').on(table.datasetId, table.versionNo),
    uniqueIndex('dataset_file_versions_one_draft')
      .on(table.datasetId)
      .where(sql`${table.status} = 'DRAFT'`),
    index('dataset_file_versions_tenant_index').on(table.tenantId),
    index('dataset_file_versions_parquet_pending_index')
      .on(table.createdAt)
      .where(
        sql`${table.status} = 'PUBLISHED' and ${table.parquetKey} is null and ${table.parquetError} is null`,
      ),
    check('dataset_file_versions_status_check', sql`${table.status} in (${inList(fileVersionStatuses)})`),
    check('dataset_file_versions_number_check', sql`${table.versionNo} > 0`),
    check(
      'dataset_file_versions_published_check',
      sql`(${table.status} = 'PUBLISHED') = (${table.publishedAt} is not null)`,
    ),
  ],
)

export type DatasetFileVersionRow = typeof datasetFileVersions.$inferSelect
