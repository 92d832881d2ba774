import { fileToApiJobStatuses, fileToApiRowStatuses } from '@lumbung/contract'
import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { dataAssets } from './data-assets'
import { createdAt, inList, tenants, updatedAt, users } from './foundation'
import { products } from './products'
import { transactionRequests } from './transaction'

/** A parameter of the API as it was when the run was asked for, and the column that fills it. */
export interface FileToApiParameter {
  name: string
  type: string
  location: string
  isRequired: boolean
  /** The column of the file mapped to it, or null when left out (optional parameters only). */
  column: string | null
}

/**
 * A file-to-API run (docs/decisions/0034-file-to-api.md): an API purchase called once per row of a
 * CSV data asset. Progress is kept per row, so a run taken over after its worker died goes on at the
 * first row without an outcome. `next_row` is the first data row (1-based) not yet written to a part
 * of the result; rows from it onwards that already have an outcome sit in `file_to_api_rows`.
 * `run_token` names the one worker allowed to write: a worker that lost the job finds it changed.
 */
export const fileToApiJobs = pgTable(
  'file_to_api_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    transactionRequestId: uuid('transaction_request_id')
      .notNull()
      .references(() => transactionRequests.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    productName: text('product_name').notNull(),
    dataAssetId: uuid('data_asset_id').references(() => dataAssets.id, { onDelete: 'set null' }),
    dataAssetName: text('data_asset_name').notNull(),
    /** The asset's file when the run was asked for; a removed asset fails the run clearly. */
    sourceFileKey: text('source_file_key').notNull(),
    /** The file's header, which the result repeats. */
    inputColumns: jsonb('input_columns').$type<string[]>().notNull(),
    method: text('method').notNull(),
    parameters: jsonb('parameters').$type<FileToApiParameter[]>().notNull(),
    status: text('status', { enum: fileToApiJobStatuses }).notNull().default('QUEUED'),
    totalRows: integer('total_rows').notNull(),
    /** The price of a billed row when the run was confirmed; null when its calls are not priced. */
    unitPrice: bigint('unit_price', { mode: 'number' }),
    /** What the consumer confirmed before the run started: rows × price. */
    confirmedAmount: bigint('confirmed_amount', { mode: 'number' }),
    rowsDone: integer('rows_done').notNull().default(0),
    rowsFailed: integer('rows_failed').notNull().default(0),
    nextRow: integer('next_row').notNull().default(1),
    partsCount: integer('parts_count').notNull().default(0),
    /** The response fields met so far, in the order first met. */
    responseFields: jsonb('response_fields').$type<string[]>().notNull().default([]),
    runToken: uuid('run_token'),
    /** The queue attempt of the current run and how many the queue allows. */
    attempt: integer('attempt').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    runStartedAt: timestamp('run_started_at', { withTimezone: true }),
    /** rows_done when the current run started, to measure its rate. */
    runRowsStart: integer('run_rows_start').notNull().default(0),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    resultKey: text('result_key'),
    resultBytes: bigint('result_bytes', { mode: 'number' }),
    isPartialResult: boolean('is_partial_result').notNull().default(false),
    errorCode: text('error_code'),
    errorMessage: text('error_message'),
    createdBy: uuid('created_by').references(() => users.id),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('file_to_api_jobs_tenant_index').on(table.tenantId, table.createdAt),
    index('file_to_api_jobs_transaction_index').on(table.transactionRequestId),
    check('file_to_api_jobs_status_check', sql`${table.status} in (${inList(fileToApiJobStatuses)})`),
    check(
      'file_to_api_jobs_rows_check',
      sql`${table.rowsDone} >= 0 and ${table.rowsFailed} <= ${table.rowsDone}`,
    ),
  ],
)

export const fileToApiRowStates = ['IN_FLIGHT', ...fileToApiRowStatuses] as const

/**
 * The outcome of each row of the chunk a run is working on. A row is written IN_FLIGHT before its call
 * and given its outcome after; once the chunk's part of the result is stored, its rows are removed.
 */
export const fileToApiRows = pgTable(
  'file_to_api_rows',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => fileToApiJobs.id, { onDelete: 'cascade' }),
    /** The data row, 1-based (the file's row number less one). */
    rowIndex: integer('row_index').notNull(),
    state: text('state', { enum: fileToApiRowStates }).notNull(),
    httpStatus: integer('http_status'),
    message: text('message').notNull().default(''),
    response: jsonb('response').$type<Record<string, string>>().notNull().default({}),
  },
  (table) => [
    primaryKey({ columns: [table.jobId, table.rowIndex] }),
    check('file_to_api_rows_state_check', sql`${table.state} in (${inList(fileToApiRowStates)})`),
  ],
)

export type FileToApiJobRow = typeof fileToApiJobs.$inferSelect
export type FileToApiRowRecord = typeof fileToApiRows.$inferSelect
