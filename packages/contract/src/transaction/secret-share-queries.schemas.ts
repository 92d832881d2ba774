import { z } from 'zod'
import { optionalField } from '../common/blank'
import { messages } from '../common/messages'
import { listOf, paginationQuery } from '../common/result'
import { transactionNoPattern } from './requests.schemas'

/**
 * Queries over a secret-share product (docs/product.md#secret-sharing,
 * docs/decisions/0035-secret-share-queries.md). The consumer brings its own identifier list (a data
 * asset); it never sees a row, only counts, sums and averages over groups of at least `minGroupSize`
 * of its own identifiers.
 */
export const secretShareLimits = {
  /** k: a group (or a fit test) with fewer of the consumer's identifiers matched is not shown. */
  minGroupSize: 10,
  /** Distinct identifiers one query or fit test may carry. */
  maxIdentifiers: 1_000_000,
  /** A fit test needs a list this long, so that its rounded rate says nothing about one identifier. */
  minFitTestIdentifiers: 100,
  /** Fit tests a company may run on one product each day (Asia/Jakarta). */
  fitTestsPerDay: 3,
  /** The fit test's match rate is rounded to this many percent. */
  matchRateStep: 5,
} as const

export const secretShareAggregates = ['COUNT', 'SUM', 'AVG'] as const
export type SecretShareAggregate = (typeof secretShareAggregates)[number]

export const secretShareAggregateLabels: Record<SecretShareAggregate, string> = {
  COUNT: 'Count of matched rows',
  SUM: 'Sum',
  AVG: 'Average',
}

export const secretShareQueryLabels = {
  transaction_no: 'Transaction number',
  data_asset_id: 'Data asset',
  identifier_column: 'Identifier column',
  dataset_identifier: 'Matched against',
  aggregate: 'Aggregate',
  measure: 'Measure',
  group_by: 'Group by',
} as const

const columnName = (label: string) =>
  z
    .string({ error: messages.required(label) })
    .trim()
    .min(1, { error: messages.required(label) })
    .max(200, { error: messages.max(label, 200) })

const identifierListFields = {
  data_asset_id: z.uuid({ error: `${secretShareQueryLabels.data_asset_id} is not valid` }),
  identifier_column: columnName(secretShareQueryLabels.identifier_column),
  /** The dataset's identifier column to match; the only one when omitted and the dataset has one. */
  dataset_identifier: optionalField(columnName(secretShareQueryLabels.dataset_identifier)),
}

export const secretShareQueryBody = z
  .object({
    transaction_no: z
      .string({ error: messages.required(secretShareQueryLabels.transaction_no) })
      .trim()
      .regex(transactionNoPattern, { error: `${secretShareQueryLabels.transaction_no} is not valid` }),
    ...identifierListFields,
    aggregate: z.enum(secretShareAggregates, { error: `${secretShareQueryLabels.aggregate} is not valid` }),
    measure: optionalField(columnName(secretShareQueryLabels.measure)),
    group_by: optionalField(columnName(secretShareQueryLabels.group_by)),
  })
  .superRefine((body, context) => {
    if (body.aggregate !== 'COUNT' && body.measure === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['measure'],
        message: messages.required(secretShareQueryLabels.measure),
      })
    }
  })
export type SecretShareQueryBody = z.infer<typeof secretShareQueryBody>
export type SecretShareQueryInput = z.input<typeof secretShareQueryBody>

export const secretShareTransactionQuery = z.object({
  transaction_no: z
    .string()
    .trim()
    .regex(transactionNoPattern, { error: `${secretShareQueryLabels.transaction_no} is not valid` }),
})

export const secretShareHistoryQuery = paginationQuery.extend(secretShareTransactionQuery.shape)
export type SecretShareHistoryQuery = z.infer<typeof secretShareHistoryQuery>

/**
 * One line of a result: the whole match (group null) or one value of the group-by dimension. A group
 * with fewer than `minGroupSize` matched identifiers is suppressed: its figures are null.
 */
export const secretShareResultRow = z.object({
  group: z.string().nullable(),
  is_suppressed: z.boolean(),
  /** How many of the consumer's identifiers matched in this group. */
  match_count: z.number().int().nullable(),
  /** The aggregate as a decimal number written out in full (sums can pass 2^53). */
  value: z.string().nullable(),
})
export type SecretShareResultRow = z.infer<typeof secretShareResultRow>

/** A query as the history keeps it, with its result as it was shown (suppressed groups stay suppressed). */
export const secretShareQueryResult = z.object({
  id: z.string(),
  transaction_no: z.string(),
  data_asset_name: z.string(),
  identifier_column: z.string(),
  dataset_identifier: z.string(),
  aggregate: z.enum(secretShareAggregates),
  measure: z.string().nullable(),
  group_by: z.string().nullable(),
  /** Distinct identifiers read from the data asset. */
  identifiers_submitted: z.number().int(),
  rows: z.array(secretShareResultRow),
  /** Grouped queries: how many groups were suppressed. */
  suppressed_groups: z.number().int(),
  created_by: z.string().nullable(),
  created_date: z.string(),
})
export type SecretShareQueryResult = z.infer<typeof secretShareQueryResult>
export const secretShareQueryList = listOf(secretShareQueryResult)

/** A READY data asset of the consumer, with the columns it can pick an identifier from. */
export const identifierListAsset = z.object({
  id: z.string(),
  name: z.string(),
  columns: z.array(z.string()),
  row_count: z.number().int().nullable(),
})
export type IdentifierListAsset = z.infer<typeof identifierListAsset>

/** What the query form offers: the dataset's columns by role and the consumer's data assets. */
export const secretShareQueryOptions = z.object({
  identifier_columns: z.array(z.string()),
  dimensions: z.array(z.string()),
  measures: z.array(z.object({ name: z.string(), scale: z.number().int() })),
  data_assets: z.array(identifierListAsset),
  min_group_size: z.number().int(),
  max_identifiers: z.number().int(),
  /** Why the purchase takes no queries now (expired, suspended, revoked), or null while it does. */
  closed_reason: z.string().nullable(),
})
export type SecretShareQueryOptions = z.infer<typeof secretShareQueryOptions>

export const fitTestIdParams = z.object({ id: z.uuid({ error: 'Product is not valid' }) })

export const fitTestBody = z.object(identifierListFields)
export type FitTestBody = z.infer<typeof fitTestBody>
export type FitTestInput = z.input<typeof fitTestBody>

export const fitTestOptions = z.object({
  identifier_columns: z.array(z.string()),
  data_assets: z.array(identifierListAsset),
  tries_per_day: z.number().int(),
  tries_left: z.number().int(),
  min_identifiers: z.number().int(),
  min_matches: z.number().int(),
})
export type FitTestOptions = z.infer<typeof fitTestOptions>

export const fitTestResult = z.object({
  /** The share of the consumer's distinct identifiers found, rounded to `matchRateStep` percent. */
  match_rate_percent: z.number().int(),
  identifiers_tested: z.number().int(),
  tries_left: z.number().int(),
})
export type FitTestResult = z.infer<typeof fitTestResult>

/** Rounds a match rate to the nearest `matchRateStep` percent. */
export function roundedMatchRate(matched: number, tested: number): number {
  if (tested <= 0) return 0
  const step = secretShareLimits.matchRateStep
  return Math.min(100, Math.round((matched / tested) * (100 / step)) * step)
}
