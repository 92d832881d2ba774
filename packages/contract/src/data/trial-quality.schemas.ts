import { z } from 'zod'
import { isBlankText } from '../common/blank'
import { messages } from '../common/messages'

/**
 * A product's free trial and an API product's measured quality
 * (docs/decisions/0069-trial-and-measured-quality.md).
 */
export const productTrialLimits = {
  callsMax: 1_000_000,
  daysMax: 90,
  /** Only usage is billed per use; a subscription or one-time purchase has no trial. */
  pricingModels: ['PAY_PER_CALL', 'PAY_PER_QUERY'] as const,
} as const

export const productTrialLabels = {
  trial_calls: 'Free trial calls or queries',
  trial_days: 'Free trial days',
} as const

const trialNumber = (field: string, max: number) =>
  z.preprocess(
    (value) => {
      if (isBlankText(value)) return undefined
      if (typeof value === 'string') {
        const digits = value.trim().replace(/[.\s]/g, '')
        return /^-?\d+$/.test(digits) ? Number(digits) : value
      }
      return value
    },
    z
      .number({ error: messages.numeric(field) })
      .int({ error: messages.numeric(field) })
      .min(1, { error: messages.minValue(field, 1) })
      .max(max, { error: messages.maxValue(field, max) })
      .optional(),
  )

/** The product form's trial fields (multipart text): at most one of them, blank for no trial. */
export const productTrialFields = {
  trial_calls: trialNumber(productTrialLabels.trial_calls, productTrialLimits.callsMax),
  trial_days: trialNumber(productTrialLabels.trial_days, productTrialLimits.daysMax),
}

/**
 * A trial's terms as a product offers them and as a request keeps them: the first `calls` calls or
 * queries, or the first `days` Asia/Jakarta days from the approval's day, are not billed.
 */
export const productTrial = z.object({
  calls: z.number().int().nullable(),
  days: z.number().int().nullable(),
})
export type ProductTrial = z.infer<typeof productTrial>

/** A purchase's trial and how far it has gone, on the purchase page. */
export const purchaseTrialProgress = productTrial.extend({
  /** Billable calls or queries made since the trial began (a calls trial counts them against `calls`). */
  calls_used: z.number().int().nonnegative(),
  /** When a days trial ends (the start of the first Jakarta day after it); null for a calls trial. */
  ends_at: z.string().nullable(),
  /** Whole days left of a days trial, counting today; null for a calls trial. */
  days_left: z.number().int().nonnegative().nullable(),
  /** The trial is used up: usage is billed from here on, with no new request. */
  is_over: z.boolean(),
})
export type PurchaseTrialProgress = z.infer<typeof purchaseTrialProgress>

/** Calls an API product needs in 30 days before its measured figures are shown as more than "new". */
export const measuredQualityMinCalls = 100
/** The days the measured quality looks back over. */
export const measuredQualityDays = 30

/**
 * An API product's last 30 days through the gateway, from the usage rollups: calls answered by the
 * upstream or failing there (the gateway's own refusals left out), the share of them that did not fail
 * with an upstream error or a time-out (percent, rounded down to two decimals, null without calls), and the median and
 * 95th-percentile latency (upper edge of the latency band, null without calls). The availability the
 * provider states is `availability_target`; `is_new` below `measuredQualityMinCalls` calls.
 */
export const measuredQuality = z.object({
  calls_30d: z.number().int().nonnegative(),
  success_rate: z.number().nullable(),
  latency_p50_ms: z.number().int().nullable(),
  latency_p95_ms: z.number().int().nullable(),
  availability_target: z.number().nullable(),
  /** The success rate reaches the availability target; null without a target or without calls. */
  meets_target: z.boolean().nullable(),
  is_new: z.boolean(),
})
export type MeasuredQuality = z.infer<typeof measuredQuality>
