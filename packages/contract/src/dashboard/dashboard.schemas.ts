import { z } from 'zod'
import { blankToUndefined, optionalField } from '../common/blank'
import { userTypes } from '../common/enums'
import { messages } from '../common/messages'
import { dashboardErrorMessages } from './dashboard.messages'
import { listOf, paginationQuery } from '../common/result'
import { usageKinds, usageOutcomes, type UsageOutcome } from '../gateway/usage'

/** The longest period a dashboard reads at once: a year, leap day included. */
export const dashboardPeriodMaxDays = 366

/** The outcomes counted as failed: everything but SUCCESS. */
export const failedUsageOutcomes = usageOutcomes.filter(
  (outcome): outcome is Exclude<UsageOutcome, 'SUCCESS'> => outcome !== 'SUCCESS',
)

const calendarDayPattern = /^\d{4}-\d{2}-\d{2}$/

/** A real day of the calendar (no 31 February) as `YYYY-MM-DD`. */
export function isDashboardDay(text: string): boolean {
  if (!calendarDayPattern.test(text)) return false
  const day = new Date(`${text}T00:00:00Z`)
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text
}

const day = (label: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .refine(isDashboardDay, { error: `${label} is not valid` })
      .refine((text) => text >= '2000-01-01' && text <= '2999-12-31', {
        error: messages.inRange(label, '2000-01-01', '2999-12-31'),
      })
      .optional(),
  )

/**
 * Every chart's filter: the side (what my company called and spent, or what was called on my products
 * and earned), inclusive Asia/Jakarta days (default: this month) and optionally one product.
 */
export const dashboardChartQuery = z.object({
  user_type: z.enum(userTypes, { error: dashboardErrorMessages.userTypeInvalid }),
  from: day('Start date'),
  to: day('End date'),
  product_id: optionalField(z.uuid({ error: 'Product is not valid' })),
})
export type DashboardChartQuery = z.infer<typeof dashboardChartQuery>

/** The table's rows: one per product × company × day, or one per product × company over the period. */
export const dashboardTableGroupings = ['product_day', 'product'] as const
export type DashboardTableGrouping = (typeof dashboardTableGroupings)[number]

export const dashboardTableQuery = dashboardChartQuery.extend({
  ...paginationQuery.shape,
  group_by: z.preprocess(
    blankToUndefined,
    z.enum(dashboardTableGroupings, { error: 'Grouping is not valid' }).default('product_day'),
  ),
})
export type DashboardTableQuery = z.infer<typeof dashboardTableQuery>

/** The period a chart was read over, as inclusive calendar days. */
const period = { from: z.string(), to: z.string() }

/** Calls of every kind (API calls, downloads, queries, deliveries), as the usage ledger counts them. */
const callCounts = {
  calls: z.number().int().nonnegative(),
  successful_calls: z.number().int().nonnegative(),
  failed_calls: z.number().int().nonnegative(),
  /**
   * Whole rupiah charged, as billing counts it (calls, queries, subscription periods, one-time
   * purchases): spent (consumer, less its credits, as its invoices' subtotal; below zero on a day a
   * credit was made) or earned (provider, as its settlements' gross).
   */
  amount: z.number().int(),
}

export const dashboardNumberSummary = z.object({
  ...period,
  ...callCounts,
  billable_calls: z.number().int().nonnegative(),
  /** Percent of calls that succeeded, one decimal; null without calls. */
  success_rate: z.number().nullable(),
  /** Products with at least one call in the period. */
  active_products: z.number().int().nonnegative(),
  /** Whole milliseconds; null without calls. */
  average_latency_ms: z.number().int().nullable(),
})
export type DashboardNumberSummary = z.infer<typeof dashboardNumberSummary>

const outcomeCount = z.object({ outcome: z.enum(usageOutcomes), calls: z.number().int().nonnegative() })

/** Every outcome in its usual order, zero where the period had none. */
export const dashboardCallStatus = z.object({
  ...period,
  total: z.number().int().nonnegative(),
  by_outcome: z.array(outcomeCount),
})
export type DashboardCallStatus = z.infer<typeof dashboardCallStatus>

/**
 * Failed calls by outcome, and by kind and outcome. The rollups keep outcomes, not the gateway's error
 * codes, so the dashboards never scan the ledger for them.
 */
export const dashboardFailedBreakdown = z.object({
  ...period,
  total_failed: z.number().int().nonnegative(),
  by_outcome: z.array(outcomeCount),
  by_kind: z.array(
    z.object({
      kind: z.enum(usageKinds),
      outcome: z.enum(usageOutcomes),
      calls: z.number().int().nonnegative(),
    }),
  ),
})
export type DashboardFailedBreakdown = z.infer<typeof dashboardFailedBreakdown>

/** One Asia/Jakarta day, every day of the period present (zero when quiet). */
export const dashboardDailyTotal = z.object({ date: z.string(), ...callCounts })
export const dashboardDailyTotals = z.object({ ...period, days: z.array(dashboardDailyTotal) })
export type DashboardDailyTotals = z.infer<typeof dashboardDailyTotals>

/**
 * Each product in the company's reach (the provider's own products, or those the consumer has
 * requested), and any other product with calls, most called first; zero when quiet.
 */
export const dashboardProductTotal = z.object({
  product_id: z.string(),
  product_name: z.string(),
  ...callCounts,
})
export const dashboardProductTotals = z.object({ ...period, products: z.array(dashboardProductTotal) })
export type DashboardProductTotals = z.infer<typeof dashboardProductTotals>

export const dashboardTableRow = z.object({
  /** Stable within one answer: the day, product and company the row sums. */
  id: z.string(),
  /** The Asia/Jakarta day; null when grouped by product over the whole period. */
  date: z.string().nullable(),
  product_id: z.string(),
  product_name: z.string(),
  /** The other side: the provider (consumer dashboard) or the consuming company (provider dashboard). */
  counterparty_id: z.string(),
  counterparty_name: z.string(),
  ...callCounts,
  average_latency_ms: z.number().int().nullable(),
})
export type DashboardTableRow = z.infer<typeof dashboardTableRow>
export const dashboardTable = listOf(dashboardTableRow)
export type DashboardTable = z.infer<typeof dashboardTable>
