import {
  dashboardPeriodMaxDays,
  isDashboardDay,
  type DashboardChartQuery,
  type UsageOutcome,
  type UserType,
} from '@lumbung/contract'
import { formatDate } from '../../../lib/i18n/format-date'

/** What the dashboard shows: inclusive Asia/Jakarta days, perhaps one product, and the table's page. */
export interface DashboardFilters {
  from: string
  to: string
  product: string | null
  page: number
}

const dayMs = 86_400_000
const jakartaOffsetMs = 7 * 3_600_000

/** Today in Asia/Jakarta, whatever the browser's zone. */
export const jakartaToday = (now: Date) =>
  new Date(now.getTime() + jakartaOffsetMs).toISOString().slice(0, 10)

const dayOf = (year: number, month: number, date: number) =>
  new Date(Date.UTC(year, month, date)).toISOString().slice(0, 10)

/** The month `offset` months from the one `today` is in, as first and last day. */
function monthAround(today: string, offset: number): { from: string; to: string } {
  const [year, month] = today.split('-').map(Number) as [number, number]
  return { from: dayOf(year, month - 1 + offset, 1), to: dayOf(year, month + offset, 0) }
}

export interface PeriodPreset {
  value: string
  label: string
  from: string
  to: string
}

/** The periods a company reviews most: this and last month, the last three months, this year. */
export function periodPresetsOf(now: Date): PeriodPreset[] {
  const today = jakartaToday(now)
  const thisMonth = monthAround(today, 0)
  const lastMonth = monthAround(today, -1)
  return [
    { value: 'this-month', label: 'This month', ...thisMonth },
    { value: 'last-month', label: 'Last month', ...lastMonth },
    { value: 'last-3-months', label: 'Last 3 months', from: monthAround(today, -2).from, to: thisMonth.to },
    {
      value: 'this-year',
      label: 'This year',
      from: `${today.slice(0, 4)}-01-01`,
      to: `${today.slice(0, 4)}-12-31`,
    },
  ]
}

/** The preset a period equals, or null for a custom range. */
export function presetOf(filters: Pick<DashboardFilters, 'from' | 'to'>, now: Date): string | null {
  return (
    periodPresetsOf(now).find((preset) => preset.from === filters.from && preset.to === filters.to)?.value ??
    null
  )
}

/** Days from `from` to `to`, both counted. */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs) + 1

/**
 * The filters in the address (`from`, `to`, `product`, `page`), else this month for every product. A
 * backwards range is read the right way round; one longer than the server reads falls back to this month.
 */
export function readDashboardFilters(params: URLSearchParams, now: Date): DashboardFilters {
  const fromText = params.get('from') ?? ''
  const toText = params.get('to') ?? ''
  const product = params.get('product')
  const page = Number(params.get('page') ?? '1')
  let period = monthAround(jakartaToday(now), 0)
  if (isDashboardDay(fromText) && isDashboardDay(toText)) {
    const [from, to] = fromText <= toText ? [fromText, toText] : [toText, fromText]
    if (daysBetween(from, to) <= dashboardPeriodMaxDays) period = { from, to }
  }
  return {
    ...period,
    product: product && /^[0-9a-f-]{36}$/i.test(product) ? product : null,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  }
}

export function writeDashboardFilters(filters: DashboardFilters): URLSearchParams {
  const params = new URLSearchParams({ from: filters.from, to: filters.to })
  if (filters.product) params.set('product', filters.product)
  if (filters.page > 1) params.set('page', String(filters.page))
  return params
}

/** The charts' query for a side. */
export function chartQueryOf(userType: UserType, filters: DashboardFilters): DashboardChartQuery {
  return {
    user_type: userType,
    from: filters.from,
    to: filters.to,
    ...(filters.product ? { product_id: filters.product } : {}),
  }
}

/** '1 Nov 2026 – 30 Nov 2026'. */
export const periodLabelOf = (filters: Pick<DashboardFilters, 'from' | 'to'>) =>
  `${formatDate(filters.from)} – ${formatDate(filters.to)}`

export interface HistoryFilter {
  from: string
  to: string
  product?: string | null
  outcome?: UsageOutcome | null
}

/**
 * The side's transaction history narrowed to what a chart's slice, bar or point shows: the billing
 * screens read exactly `from`, `to`, `product` and `outcome`.
 */
export function transactionHistoryHref(userType: UserType, filter: HistoryFilter): string {
  const params = new URLSearchParams({ from: filter.from, to: filter.to })
  if (filter.product) params.set('product', filter.product)
  if (filter.outcome) params.set('outcome', filter.outcome)
  return `/${userType}/billings/transaction-history?${params.toString()}`
}

/** The transaction history's address for what a chart shows. */
export type HistoryHrefOf = (filter: HistoryFilter) => string

/** The period an answer states it covers (every chart's answer echoes its from and to). */
export interface AnsweredPeriod {
  from: string
  to: string
}

/**
 * A chart's rows, each carrying the period of the answer it was drawn from. While another period loads,
 * a chart keeps the last answer on screen, so a click on a row opens the history of what it shows, not
 * the filters' newer period.
 */
export function rowsOfAnswer<Row extends object>(
  answer: AnsweredPeriod,
  rows: readonly Row[],
): (Row & AnsweredPeriod)[] {
  return rows.map((row) => ({ ...row, from: answer.from, to: answer.to }))
}
