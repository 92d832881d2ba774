import { billingDocumentTexts, documentPeriodLabel } from '../billing/billing-document.texts'
import type { ApplicationRole, Language, units } from '../common/enums'
import { formatCount, formatDate, formatRupiah } from '../common/format'
import { applicationRoleDescriptions } from '../dropdown/dropdown.schemas'
import { recommendationStatusLabels, type RecommendationStatus } from '../transaction/recommendations.schemas'

type Unit = (typeof units)[number]

/**
 * The values a mail writes in the recipient's language: dates, months, prices with their unit, terms,
 * roles and statuses. A sender passes the value itself (a calendar date, `YYYY-MM`, a role's code); a
 * value already written out, as in a mail queued before it went out in two languages, is shown as it
 * came (docs/decisions/0077-documents-and-mails-in-two-languages.md).
 */

const calendarDate = /^\d{4}-\d{2}-\d{2}$/
const moment = /^\d{4}-\d{2}-\d{2}T/

/**
 * A day, day first with the month's name: `2026-02-28` (or a moment, on the Jakarta calendar) reads
 * "28 Februari 2026" in Indonesian, "28 February 2026" in English ("28 Feb 2026" when `short`).
 */
export function mailDate(value: string, language: Language, { short = false } = {}): string {
  if (!calendarDate.test(value) && !moment.test(value)) return value
  // A mail's sentence names the month in full; only English keeps the short form where asked.
  return formatDate(value, value, { language, month: short && language === 'en' ? 'short' : 'long' })
}

/** `2026-11` as "November 2026" or "November 2026"; "Maret 2026" for `2026-03` in Indonesian. */
export function mailMonth(value: string, language: Language): string {
  return /^\d{4}-\d{2}$/.test(value) ? documentPeriodLabel(billingDocumentTexts[language], value) : value
}

/** A request's terms as a mail states them; null where the pricing model has none. */
export interface MailTerms {
  price: number | null
  unit: Unit | null
  monthlyQuota: number | null
  periodCount: number | null
}

const termWords = {
  en: {
    none: 'none',
    unchanged: 'unchanged',
    // English mails have always written counts the English way.
    quota: (count: number) => `${count.toLocaleString('en-US')} calls a month`,
    period: (count: number, unit: 'year' | 'month') => `${count} ${unit}${count === 1 ? '' : 's'}`,
  },
  id: {
    none: 'tidak ada',
    unchanged: 'tidak berubah',
    quota: (count: number) => `${formatCount(count)} panggilan per bulan`,
    period: (count: number, unit: 'year' | 'month') => `${count} ${unit === 'year' ? 'tahun' : 'bulan'}`,
  },
} satisfies Record<Language, unknown>

const unitWords: Record<Language, Record<Unit, string>> = {
  en: { CALL: 'per call', MONTH: 'per month', YEAR: 'per year', FILE: 'per file', QUERY: 'per query' },
  id: {
    CALL: 'per panggilan',
    MONTH: 'per bulan',
    YEAR: 'per tahun',
    FILE: 'per berkas',
    QUERY: 'per kueri',
  },
}

/** Whole rupiah (null: none) and the unit it is charged by, as a sender passes a price to a mail. */
export interface MailPrice {
  amount: number | null
  unit: Unit | null
}

/** "Rp 2.500.000 per month", "Rp 2.500.000 per bulan"; text as it came. */
export function mailPrice(price: MailPrice | string, language: Language): string {
  if (typeof price === 'string') return price
  if (price.amount === null) return termWords[language].none
  return price.unit
    ? `${formatRupiah(price.amount)} ${unitWords[language][price.unit]}`
    : formatRupiah(price.amount)
}

/** The word for "none" in a before-and-after line. */
export const mailNone = (language: Language) => termWords[language].none

/** The price with its unit, or "none". */
export function mailTermsPrice(terms: MailTerms, language: Language): string {
  return terms.price === null
    ? termWords[language].none
    : mailPrice({ amount: terms.price, unit: terms.unit }, language)
}

/** "50,000 calls a month", "50.000 panggilan per bulan"; null without a quota. */
export function mailTermsQuota(terms: MailTerms, language: Language): string | null {
  return terms.monthlyQuota === null ? null : termWords[language].quota(terms.monthlyQuota)
}

/** "12 months", "12 bulan"; null without a period. */
export function mailTermsPeriod(terms: MailTerms, language: Language): string | null {
  if (terms.periodCount === null || !terms.unit) return null
  return termWords[language].period(terms.periodCount, terms.unit === 'YEAR' ? 'year' : 'month')
}

/** "Rp 2.500.000 per month, 12 months, 50,000 calls a month": the terms as a person reads them. */
export function mailTerms(terms: MailTerms | string, language: Language): string {
  if (typeof terms === 'string') return terms
  const parts = [
    terms.price === null ? null : mailTermsPrice(terms, language),
    mailTermsPeriod(terms, language),
    mailTermsQuota(terms, language),
  ].filter((part): part is string => part !== null)
  return parts.join(', ') || termWords[language].unchanged
}

const roleWords: Record<Language, Record<ApplicationRole, string>> = {
  en: applicationRoleDescriptions,
  id: { superadmin: 'Pemilik', admin: 'Admin', member: 'Anggota' },
}

/** A member's role by its code ("member" → "Anggota"); text as it came. */
export function mailRole(role: string, language: Language): string {
  return Object.hasOwn(roleWords[language], role) ? roleWords[language][role as ApplicationRole] : role
}

const recommendationStatusWords: Record<Language, Record<RecommendationStatus, string>> = {
  en: recommendationStatusLabels,
  id: { OPEN: 'Terbuka', IN_REVIEW: 'Sedang ditinjau', FULFILLED: 'Terpenuhi', CLOSED: 'Ditutup' },
}

/** A data-need request's status by its code ("IN_REVIEW" → "Sedang ditinjau"); text as it came. */
export function mailRecommendationStatus(status: string, language: Language): string {
  const words = recommendationStatusWords[language]
  return Object.hasOwn(words, status) ? words[status as RecommendationStatus] : status
}
