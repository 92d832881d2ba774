import dayjs from 'dayjs'
import {
  type TransactionRequestStatus,
  transactionRequestStatuses,
  type TransactionRequestSummary,
} from '@lumbung/contract'
import { formatDate } from '../../../lib/i18n/format-date'
import { isCalendarDay } from './request-list-params'
import { requestStatusLabel } from '../transaction-statuses.texts'
import { translateIn } from '../../../lib/i18n/i18n'
import { summaryPeriodTexts } from '../summary-period.texts'

/** Inclusive calendar days `YYYY-MM-DD`, read by the server in Asia/Jakarta. */
export interface SummaryPeriod {
  dateFrom: string
  dateTo: string
}

const day = (value: dayjs.Dayjs) => value.format('YYYY-MM-DD')

export function monthOf(now: Date): SummaryPeriod {
  const today = dayjs(now)
  return { dateFrom: day(today.startOf('month')), dateTo: day(today.endOf('month')) }
}

export interface PeriodPreset {
  value: string
  label: string
  period: SummaryPeriod
}

/** The periods a provider reviews most: this and last month, the last three months, this year. */
export function periodPresetsOf(now: Date): PeriodPreset[] {
  const today = dayjs(now)
  const lastMonth = today.subtract(1, 'month')
  return [
    { value: 'this-month', label: translateIn(summaryPeriodTexts, 'thisMonth'), period: monthOf(now) },
    {
      value: 'last-month',
      label: translateIn(summaryPeriodTexts, 'lastMonth'),
      period: { dateFrom: day(lastMonth.startOf('month')), dateTo: day(lastMonth.endOf('month')) },
    },
    {
      value: 'last-3-months',
      label: translateIn(summaryPeriodTexts, 'last3Months'),
      period: {
        dateFrom: day(today.subtract(2, 'month').startOf('month')),
        dateTo: day(today.endOf('month')),
      },
    },
    {
      value: 'this-year',
      label: translateIn(summaryPeriodTexts, 'thisYear'),
      period: { dateFrom: day(today.startOf('year')), dateTo: day(today.endOf('year')) },
    },
  ]
}

/** The preset a period equals, or null for a custom range. */
export function presetOf(period: SummaryPeriod, now: Date): string | null {
  return (
    periodPresetsOf(now).find(
      (preset) => preset.period.dateFrom === period.dateFrom && preset.period.dateTo === period.dateTo,
    )?.value ?? null
  )
}

/** The period in the address, else this month; a backwards range is read the right way round. */
export function readSummaryPeriod(params: URLSearchParams, now: Date): SummaryPeriod {
  const from = params.get('date_from')
  const to = params.get('date_to')
  if (!isCalendarDay(from) || !isCalendarDay(to)) return monthOf(now)
  return from <= to ? { dateFrom: from, dateTo: to } : { dateFrom: to, dateTo: from }
}

export function writeSummaryPeriod(period: SummaryPeriod): URLSearchParams {
  return new URLSearchParams({ date_from: period.dateFrom, date_to: period.dateTo })
}

/** '1 Nov 2026 – 30 Nov 2026'. */
export function periodLabelOf(period: SummaryPeriod): string {
  return `${formatDate(period.dateFrom)} – ${formatDate(period.dateTo)}`
}

export interface StatusTotal {
  status: TransactionRequestStatus
  label: string
  total: number
}

/** Every status in its usual order, zero where the period had none, so the cards never move about. */
export function statusTotalsOf(byStatus: TransactionRequestSummary['by_status']): StatusTotal[] {
  return transactionRequestStatuses.map((status) => ({
    status,
    label: requestStatusLabel(status),
    total: byStatus.filter((entry) => entry.status === status).reduce((sum, entry) => sum + entry.total, 0),
  }))
}

/** The share of requests that were approved among those decided (approved, rejected, expired). */
export function approvalRateOf(byStatus: TransactionRequestSummary['by_status']): number | null {
  const totals = statusTotalsOf(byStatus)
  const count = (status: TransactionRequestStatus) =>
    totals.find((entry) => entry.status === status)?.total ?? 0
  const approved = count('APPROVED') + count('EXPIRED')
  const decided = approved + count('REJECTED')
  return decided === 0 ? null : Math.round((approved / decided) * 100)
}
