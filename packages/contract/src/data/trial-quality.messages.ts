import { formatCount } from '../common/format'
import type { ProductTrial, PurchaseTrialProgress } from './trial-quality.schemas'

const plural = (count: number, one: string, many: string) =>
  `${formatCount(count)} ${count === 1 ? one : many}`

/** The words for a product's free trial, on the form, the product page and the purchase page. */
export const trialMessages = {
  bothGiven: 'Give a free trial in calls or queries, or in days, not both',
  formTitle: 'Free trial',
  formHint:
    'Pay-per-call and pay-per-query products may give the first calls or queries, or the first days, free. Buyers see the trial before they request, and it is kept in the terms they accept; later changes reach only new requests.',
  kindLabel: 'Trial',
  kindNone: 'No trial',
  kindCalls: 'First calls or queries free',
  kindDays: 'First days free',
  /** "First 100 calls free" / "First 14 days free". */
  terms(trial: ProductTrial, unit: 'call' | 'query' = 'call'): string | null {
    if (trial.calls !== null)
      return `First ${plural(trial.calls, unit, unit === 'call' ? 'calls' : 'queries')} free`
    if (trial.days !== null) return `First ${plural(trial.days, 'day', 'days')} free`
    return null
  },
  productPageNote: 'Converting to paid needs no new request: billing starts by itself when the trial ends.',
  progressTitle: 'Free trial',
  billingBegins: (day: string) => `Billing begins ${day}`,
  progress(trial: PurchaseTrialProgress, unit: 'call' | 'query' = 'call'): string {
    const many = unit === 'call' ? 'calls' : 'queries'
    if (trial.calls !== null)
      return trial.is_over
        ? `Trial used: ${formatCount(trial.calls)} free ${many} used; ${many} are billed from here on`
        : `${formatCount(trial.calls_used)} of ${formatCount(trial.calls)} free ${many} used`
    if (trial.is_over) return `Trial ended; ${many} are billed from here on`
    return `${plural(trial.days_left ?? 0, 'day', 'days')} left of ${plural(trial.days ?? 0, 'free day', 'free days')}`
  },
} as const

/** The words for an API product's measured quality, on the marketplace card and the product page. */
export const measuredQualityMessages = {
  title: 'Measured over the last 30 days',
  newBadge: 'New',
  newHint: 'Too few calls in the last 30 days to measure yet',
  calls: (count: number) => `${plural(count, 'call', 'calls')} in 30 days`,
  successRate: (percent: number) => `${formatCount(percent, 2)} % success`,
  latency: (p50: number, p95: number) => `${formatCount(p50)} ms median, ${formatCount(p95)} ms p95`,
  target: (target: number, isMet: boolean | null) =>
    `Availability target ${formatCount(target, 2)} %${isMet === null ? '' : isMet ? ' (met)' : ' (missed)'}`,
  callsLabel: 'Calls (30 days)',
  successLabel: 'Success rate',
  p50Label: 'Median latency',
  p95Label: '95th-percentile latency',
  targetLabel: 'Availability target',
} as const
