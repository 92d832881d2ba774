import { z } from 'zod'
import { optionalField } from '../common/blank'
import { secretShareAggregates, type SecretShareAggregate } from '../common/enums'
import { messages } from '../common/messages'
import { listOf, paginationQuery } from '../common/result'
import { transactionNoPattern } from './requests.schemas'
import { privacyBudget } from './secret-share-privacy'

/**
 * Queries over a secret-share product (docs/product.md#secret-sharing,
 * docs/decisions/0035-secret-share-queries.md). The consumer brings its own identifier list (a data
 * asset); it never sees a row, only counts, sums and averages over groups of at least `minGroupSize`
 * of its own identifiers.
 */
export const secretShareLimits = {
  /**
   * k: no line shows with a noisy count under it; grouped results need the higher release threshold
   * of their cost (releaseThreshold, docs/decisions/0064-differential-privacy.md).
   */
  minGroupSize: 10,
  /** Distinct identifiers one query or fit test may carry. */
  maxIdentifiers: 1_000_000,
  /** A fit test needs a list this long, so that its rounded rate says nothing about one identifier. */
  minFitTestIdentifiers: 100,
  /**
   * A fit test shows a rate only from this many noisy matches: four standard deviations of its noise
   * (σ = 5), so a list that matches nobody shows a rate with odds of about 5 in 100,000.
   */
  minFitTestMatches: 20,
  /** Fit tests a company may run on one product each day (Asia/Jakarta). */
  fitTestsPerDay: 3,
  /** The fit test's match rate is rounded to this many percent. */
  matchRateStep: 5,
} as const

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
  cost_micro_rho: 'Privacy cost',
  monthly_total_micro_rho: 'Monthly privacy budget',
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
    /** What this query spends of the privacy budget, in micro-rho; the default when omitted. */
    cost_micro_rho: z.coerce
      .number({ error: `${secretShareQueryLabels.cost_micro_rho} is not valid` })
      .int({ error: `${secretShareQueryLabels.cost_micro_rho} is not valid` })
      .min(privacyBudget.minQueryMicroRho, {
        error: messages.minValue(secretShareQueryLabels.cost_micro_rho, privacyBudget.minQueryMicroRho),
      })
      .max(privacyBudget.maxQueryMicroRho, {
        error: messages.atMost(secretShareQueryLabels.cost_micro_rho, privacyBudget.maxQueryMicroRho),
      })
      .default(privacyBudget.defaultQueryMicroRho),
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
 * One line of a result: the whole match (group null) or one value of the group-by dimension. Every
 * figure carries noise (docs/decisions/0064-differential-privacy.md). A group whose noisy count is under
 * the release threshold is left out altogether; the ungrouped line under it is suppressed (figures null).
 * Queries from before the noise may hold suppressed groups.
 */
export const secretShareResultRow = z.object({
  group: z.string().nullable(),
  is_suppressed: z.boolean(),
  /** How many of the consumer's identifiers matched in this group, with noise. */
  match_count: z.number().int().nullable(),
  /** The aggregate (with noise) as a decimal number written out in full (sums can pass 2^53). */
  value: z.string().nullable(),
  /** ± at 95 % of the match count, in identifiers; null when suppressed or from before the noise. */
  match_count_error: z.number().int().nullable().default(null),
  /** ± at 95 % of the value, decimal text in the value's units; null when suppressed or unknown. */
  value_error: z.string().nullable().default(null),
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
  /** Grouped queries before the noise: how many groups were suppressed. Now always 0: small groups are left out. */
  suppressed_groups: z.number().int(),
  /** What the query spent of the privacy budget, in micro-rho (0 for queries from before the budget). */
  cost_micro_rho: z.number().int(),
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

/**
 * A privacy budget for one month (docs/decisions/0064-differential-privacy.md): a company's on one
 * product for queries, or its pre-purchase budget for fit tests. In micro-rho; renews on the first day of
 * the next month in Asia/Jakarta.
 */
export const privacyBudgetView = z.object({
  total_micro_rho: z.number().int(),
  used_micro_rho: z.number().int(),
  left_micro_rho: z.number().int(),
  /** Calendar date ('2026-12-01'). */
  renews_on: z.string(),
})
export type PrivacyBudgetView = z.infer<typeof privacyBudgetView>

/** A measure with the provider's clipping bounds; null for a dataset uploaded before bounds existed. */
export const secretShareMeasureOption = z.object({
  name: z.string(),
  scale: z.number().int(),
  lower_bound: z.string().nullable(),
  upper_bound: z.string().nullable(),
})
export type SecretShareMeasureOption = z.infer<typeof secretShareMeasureOption>

/** What the query form offers: the dataset's columns by role and the consumer's data assets. */
export const secretShareQueryOptions = z.object({
  identifier_columns: z.array(z.string()),
  dimensions: z.array(z.string()),
  /** A measure without bounds takes COUNT only until the provider uploads the dataset again. */
  measures: z.array(secretShareMeasureOption),
  data_assets: z.array(identifierListAsset),
  min_group_size: z.number().int(),
  max_identifiers: z.number().int(),
  /** Why the purchase takes no queries now (expired, suspended, revoked), or null while it does. */
  closed_reason: z.string().nullable(),
  /** This company's privacy budget on the product this month. */
  privacy_budget: privacyBudgetView,
  /** A query's cost in micro-rho: the default, and the range the buyer may choose from. */
  query_cost: z.object({
    default_micro_rho: z.number().int(),
    min_micro_rho: z.number().int(),
    max_micro_rho: z.number().int(),
  }),
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
  /** The company's pre-purchase budget for fit tests of this product this month. */
  privacy_budget: privacyBudgetView,
  /** What one fit test spends of it, in micro-rho. */
  cost_micro_rho: z.number().int(),
})
export type FitTestOptions = z.infer<typeof fitTestOptions>

export const fitTestResult = z.object({
  /**
   * The share of the consumer's distinct identifiers found, from a noisy count of the matches, rounded to
   * `matchRateStep` percent.
   */
  match_rate_percent: z.number().int(),
  identifiers_tested: z.number().int(),
  tries_left: z.number().int(),
  /** ± at 95 % of the rate, in percent (before rounding). */
  match_rate_error_percent: z.number(),
  privacy_budget: privacyBudgetView,
})
export type FitTestResult = z.infer<typeof fitTestResult>

/** Rounds a match rate to the nearest `matchRateStep` percent. */
export function roundedMatchRate(matched: number, tested: number): number {
  if (tested <= 0) return 0
  const step = secretShareLimits.matchRateStep
  return Math.min(100, Math.round((matched / tested) * (100 / step)) * step)
}

export const providerBudgetParams = z.object({ id: z.uuid({ error: 'Product is not valid' }) })

/** The provider sets a product's monthly privacy budget per buyer company. */
export const providerBudgetBody = z.object({
  monthly_total_micro_rho: z.coerce
    .number({ error: `${secretShareQueryLabels.monthly_total_micro_rho} is not valid` })
    .int({ error: `${secretShareQueryLabels.monthly_total_micro_rho} is not valid` })
    .min(privacyBudget.minMonthlyMicroRho, {
      error: messages.minValue(
        secretShareQueryLabels.monthly_total_micro_rho,
        privacyBudget.minMonthlyMicroRho,
      ),
    })
    .max(privacyBudget.maxMonthlyMicroRho, {
      error: messages.atMost(
        secretShareQueryLabels.monthly_total_micro_rho,
        privacyBudget.maxMonthlyMicroRho,
      ),
    }),
})
export type ProviderBudgetBody = z.infer<typeof providerBudgetBody>

/** One buyer company's use of a product's privacy budget this month. */
export const buyerBudgetUse = z.object({
  company_name: z.string(),
  used_micro_rho: z.number().int(),
  left_micro_rho: z.number().int(),
  /** Queries run this month (each charged its cost). */
  queries: z.number().int(),
  /** Pre-purchase fit tests: what they used of their own small budget. */
  fit_test_used_micro_rho: z.number().int(),
})
export type BuyerBudgetUse = z.infer<typeof buyerBudgetUse>

/** The provider's view of a product's privacy budget: its monthly total and each buyer's use this month. */
export const providerBudgetView = z.object({
  product_id: z.string(),
  is_secret_share: z.boolean(),
  monthly_total_micro_rho: z.number().int(),
  /** True while the provider has not set a total of its own. */
  is_default: z.boolean(),
  /** Calendar date of the month's first day, and of the next month's ('2026-11-01', '2026-12-01'). */
  month: z.string(),
  renews_on: z.string(),
  buyers: z.array(buyerBudgetUse),
})
export type ProviderBudgetView = z.infer<typeof providerBudgetView>
