import {
  formatRupiah,
  messages,
  transactionRequestLabels,
  type TransactionRequestDetail,
  type TransactionRequestRevision,
  type units,
} from '@lumbung/contract'
import { translateIn } from '../../../lib/i18n/i18n'
import { transactionTermsTexts as texts } from '../transaction-terms.texts'

type Unit = (typeof units)[number]

interface PricedTerms {
  price: number | null
  unit: Unit | null
  pricing_model?: string | null
  period_count?: number | null
}

/** '3 months', '1 year'. */
export function countOfUnit(count: number, unit: Unit | null): string {
  if (!unit) return String(count)
  return translateIn(texts, `count${unit}`, { count })
}

/** 'Rp 1.500.000 / month'; 'Free' for a zero price, '—' when the price is unknown. */
export function priceTextOf(terms: Pick<PricedTerms, 'price' | 'unit'>): string {
  if (terms.price === null) return '—'
  if (terms.price === 0) return translateIn(texts, 'free')
  const price = formatRupiah(terms.price)
  return terms.unit ? translateIn(texts, `per${terms.unit}`, { price }) : price
}

/**
 * What the consumer commits to: the unit price times the period for subscriptions, the price itself for
 * a one-time purchase, and nothing up front for usage-based pricing (billed per call or query).
 */
export function totalPriceOf(terms: PricedTerms): number | null {
  if (terms.price === null) return null
  if (terms.pricing_model === 'SUBSCRIPTION') {
    return terms.period_count && terms.period_count > 0 ? terms.price * terms.period_count : null
  }
  if (terms.pricing_model === 'ONE_TIME') return terms.price
  return null
}

export interface TermChange {
  label: string
  from: string
  to: string
}

const quotaText = (quota: number | null) =>
  quota === null ? translateIn(texts, 'noQuota') : translateIn(texts, 'quotaCalls', { count: quota })
const periodText = (count: number | null, unit: Unit | null) =>
  count === null ? '—' : countOfUnit(count, unit)

/** The terms a revision changed, old → new; an unchanged term is left out. */
export function changesOf(
  revision: Pick<TransactionRequestRevision, 'previous_terms' | 'terms'>,
): TermChange[] {
  const before = revision.previous_terms
  const after = revision.terms
  const changes: TermChange[] = []
  if (before.price !== after.price || before.unit !== after.unit) {
    changes.push({ label: translateIn(texts, 'price'), from: priceTextOf(before), to: priceTextOf(after) })
  }
  if (before.monthly_quota !== after.monthly_quota) {
    changes.push({
      label: translateIn(texts, 'monthlyQuota'),
      from: quotaText(before.monthly_quota),
      to: quotaText(after.monthly_quota),
    })
  }
  if (before.period_count !== after.period_count) {
    changes.push({
      label: translateIn(texts, 'period'),
      from: periodText(before.period_count, before.unit),
      to: periodText(after.period_count, after.unit),
    })
  }
  return changes
}

/**
 * An API subscription that has a quota must keep one: an empty field would be sent as not given and
 * leave the old quota in place, so it is required rather than read as "no limit".
 */
export function isQuotaRequiredFor(terms: {
  pricing_model: string | null
  data_type: string | null
  monthly_quota: number | null
}): boolean {
  return terms.pricing_model === 'SUBSCRIPTION' && terms.data_type === 'API' && terms.monthly_quota !== null
}

/** The required-field message for an empty monthly quota, or null when one is given. */
export function missingQuotaError(value: number | string, isRequired: boolean): string | null {
  const isEmpty = typeof value === 'string' && value.trim() === ''
  return isRequired && isEmpty ? messages.required(transactionRequestLabels.monthly_quota) : null
}

/** The revision the consumer reads now and may accept: the newest one in the history. */
export const latestRevisionOf = (request: Pick<TransactionRequestDetail, 'revisions'>) =>
  request.revisions.reduce((latest, revision) => Math.max(latest, revision.revision_no), 0)
