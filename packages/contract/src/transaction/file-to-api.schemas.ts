import { z } from 'zod'
import { optionalField } from '../common/blank'
import { fileToApiJobStatuses, pricingModels } from '../common/enums'
import { rupiahSchema } from '../common/money'
import { spendCapRoom } from '../billing/spend-caps.schemas'
import { fileToApiErrorMessages, fileToApiLabels } from './file-to-api.messages'
import { listOf, paginationQuery } from '../common/result'
import { transactionNoPattern } from './requests.schemas'

/**
 * File-to-API (batch enrichment): a consumer runs an API purchase over the rows of a CSV data asset
 * (docs/decisions/0034-file-to-api.md).
 */
export type FileToApiJobStatus = (typeof fileToApiJobStatuses)[number]

export const fileToApiJobStatusLabels: Record<FileToApiJobStatus, string> = {
  QUEUED: 'Waiting to start',
  RUNNING: 'Running',
  COMPLETED: 'Completed',
  FAILED: 'Failed',
  CANCELLED: 'Cancelled',
}

/** How one row of the file ended: the API answered it, or it did not. */
export const fileToApiRowStatuses = ['SUCCESS', 'FAILED'] as const
export type FileToApiRowStatus = (typeof fileToApiRowStatuses)[number]

export const fileToApiRowStatusLabels: Record<FileToApiRowStatus, string> = {
  SUCCESS: 'Success',
  FAILED: 'Failed',
}

/** The limits of one run, so that memory and time stay bounded whatever the file. */
export const fileToApiLimits = {
  /** Data rows in one file (the header not counted). */
  maxRows: 1_000_000,
  /** Characters in one cell of the file, and in one response field of the result. */
  maxCellLength: 10_000,
  /** Rows the dry run calls. */
  dryRunRows: 5,
  /** Response fields a result keeps (the first ones met, in order). */
  maxResponseFields: 100,
} as const

/** One API parameter filled from one column of the file. */
export const fileToApiMappingEntry = z.object({
  parameter: z
    .string({ error: 'Parameter can not be empty' })
    .trim()
    .min(1, { error: 'Parameter can not be empty' })
    .max(200, { error: 'Parameter may not be greater than 200 characters' }),
  column: z
    .string({ error: 'Column can not be empty' })
    .trim()
    .min(1, { error: 'Column can not be empty' })
    .max(200, { error: 'Column may not be greater than 200 characters' }),
})
export type FileToApiMappingEntry = z.infer<typeof fileToApiMappingEntry>

/** The purchase, the file and the mapping: what an estimate is of. */
export const estimateFileToApiBody = z.object({
  transaction_no: z
    .string({ error: 'Transaction number can not be empty' })
    .trim()
    .regex(transactionNoPattern, { error: 'Transaction number is not valid' }),
  data_asset_id: z.uuid({ error: 'Data asset is not valid' }),
  mapping: z
    .array(fileToApiMappingEntry, { error: 'Mapping can not be empty' })
    .max(200, { error: fileToApiErrorMessages.mappingTooLong }),
})
export type EstimateFileToApiBody = z.input<typeof estimateFileToApiBody>

export const proceedFileToApiBody = estimateFileToApiBody.extend({
  /** True: call the first rows only and answer what they gave, starting no run. */
  is_dry_run: z.boolean().default(false),
  /**
   * A run (not a dry run) needs the estimate the consumer confirmed: its rows and amount. When the file's
   * rows or the price changed since, the run is refused (ESTIMATE_CHANGED) rather than billed.
   */
  expected_rows: z
    .number({ error: `${fileToApiLabels.expected_rows} must be number` })
    .int({ error: `${fileToApiLabels.expected_rows} must be number` })
    .min(0, { error: `${fileToApiLabels.expected_rows} must be at least 0` })
    .optional(),
  expected_amount: rupiahSchema({ field: fileToApiLabels.expected_amount }).optional(),
})
export type ProceedFileToApiBody = z.input<typeof proceedFileToApiBody>

/**
 * What a run of the file would bill, before anything is called: rows × the price of one call, the dry
 * run's calls (real and billed), and what the company's spend caps leave this month.
 */
export const fileToApiEstimate = z.object({
  /** Data rows in the file: one call each. */
  total_rows: z.number().int(),
  /** Rows the dry run calls, each a real call billed like any other. */
  dry_run_rows: z.number().int(),
  pricing_model: z.enum(pricingModels).nullable(),
  /** The price of one successful call under the purchase's terms; null when calls are not priced. */
  unit_price: z.number().int().nullable(),
  /** total_rows × unit_price (0 when calls are not priced): the most the run bills. */
  amount: z.number().int(),
  /** dry_run_rows × unit_price: the most the dry run bills. */
  dry_run_amount: z.number().int(),
  /** A subscription's monthly call quota; rows past it are refused, not billed. */
  monthly_quota: z.number().int().nullable(),
  /** Whether reaching a cap refuses work; otherwise the caps only warn. */
  is_refusing_at_cap: z.boolean(),
  /** The company's cap and the product's, with this month's spend and what each leaves. */
  caps: z.array(spendCapRoom),
  /** Why a run would be refused before it starts (a refusing cap it would pass), or null. */
  refusal: z.string().nullable(),
})
export type FileToApiEstimate = z.infer<typeof fileToApiEstimate>

/** One row of a dry run: what was sent and what came back. */
export const fileToApiDryRunRow = z.object({
  /** The row's place in the file; the header is row 1. */
  row_number: z.number().int(),
  status: z.enum(fileToApiRowStatuses),
  /** The gateway's HTTP status, or null when the row was not sent (a required value is empty). */
  http_status: z.number().int().nullable(),
  message: z.string(),
  /** Parameter name → the value sent. */
  input: z.record(z.string(), z.string()),
  /** Response field → its value, as the result file will hold it. */
  response: z.record(z.string(), z.string()),
})
export type FileToApiDryRunRow = z.infer<typeof fileToApiDryRunRow>

export const fileToApiDryRun = z.object({
  parameters: z.array(z.string()),
  response_fields: z.array(z.string()),
  rows: z.array(fileToApiDryRunRow),
})
export type FileToApiDryRun = z.infer<typeof fileToApiDryRun>

/** A run of a purchase over a file, as the jobs list shows it. */
export const fileToApiJob = z.object({
  id: z.string(),
  transaction_no: z.string(),
  product_id: z.string(),
  product_name: z.string(),
  data_asset_id: z.string().nullable(),
  data_asset_name: z.string(),
  status: z.enum(fileToApiJobStatuses),
  total_rows: z.number().int(),
  /** Rows with an outcome so far, failed ones included. */
  rows_done: z.number().int(),
  rows_failed: z.number().int(),
  /** Rows a minute in the current run, or null before it has a measure. */
  rate_per_minute: z.number().nullable(),
  /** The time left at that rate, or null when unknown or finished. */
  seconds_left: z.number().int().nullable(),
  /** Why the run failed, as a stable code and a sentence. */
  error_code: z.string().nullable(),
  error_message: z.string().nullable(),
  /** Whether a result file can be downloaded; a failed run keeps the rows done before it stopped. */
  has_result: z.boolean(),
  is_partial_result: z.boolean(),
  /** A signed link to the result for the browser (about an hour), or null without a result. */
  result_url: z.string().nullable(),
  created_by: z.string().nullable(),
  created_date: z.string(),
  started_date: z.string().nullable(),
  finished_date: z.string().nullable(),
  /** The price of a billed row the run was confirmed at; null when its calls are not priced. */
  unit_price: z.number().int().nullable(),
  /** Rows the API answered with success: the billed calls. */
  billed_rows: z.number().int(),
  /** What the run has billed so far: billed_rows × unit_price (0 when not priced). */
  amount: z.number().int(),
})
export type FileToApiJob = z.infer<typeof fileToApiJob>
export const fileToApiJobList = listOf(fileToApiJob)

export const fileToApiProceedResult = z.object({
  dry_run: fileToApiDryRun.nullable(),
  job: fileToApiJob.nullable(),
})
export type FileToApiProceedResult = z.infer<typeof fileToApiProceedResult>

export const fileToApiListQuery = paginationQuery.extend({
  transaction_no: optionalField(
    z.string().trim().regex(transactionNoPattern, { error: 'Transaction number is not valid' }),
  ),
  status: optionalField(z.enum(fileToApiJobStatuses, { error: 'Status is not valid' })),
})
export type FileToApiListQuery = z.infer<typeof fileToApiListQuery>

export const fileToApiResultQuery = z.object({
  id: z.uuid({ error: 'Run is not valid' }),
})
