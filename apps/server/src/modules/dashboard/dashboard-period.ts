import { dashboardErrorMessages, dashboardPeriodMaxDays } from '@lumbung/contract'
import { AppError } from '../../lib/errors'

const hourMs = 3_600_000
const dayMs = 24 * hourMs
// Asia/Jakarta keeps UTC+7 all year (as the rollups' daily buckets assume): a fixed offset names its days.
const jakartaOffsetMs = 7 * hourMs

/** Inclusive Asia/Jakarta calendar days, and the moments that bound them (`end` excluded). */
export interface DashboardPeriod {
  from: string
  to: string
  start: Date
  end: Date
  /** Every day of the period, in order. */
  days: string[]
}

/** The Asia/Jakarta calendar day a moment falls on, as `YYYY-MM-DD`. */
export const jakartaDayOf = (at: Date) => new Date(at.getTime() + jakartaOffsetMs).toISOString().slice(0, 10)

/** The moment an Asia/Jakarta calendar day starts: a daily rollup bucket. */
export const jakartaDayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - jakartaOffsetMs)

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + dayMs).toISOString().slice(0, 10)

const invalid = (field: string, message: string) =>
  new AppError('VALIDATION_ERROR', 422, message, { [field]: message })

/** The month a moment falls in, in Asia/Jakarta. */
function monthOf(now: Date): { from: string; to: string } {
  const today = jakartaDayOf(now)
  const [year, month] = today.split('-').map(Number) as [number, number]
  const last = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10)
  return { from: `${today.slice(0, 7)}-01`, to: last }
}

/**
 * The period a chart reads: the days asked for, else this month (Asia/Jakarta). A missing end is the
 * end of the start's month; a missing start the first of the end's month. Backwards or over a year
 * is refused.
 */
export function periodOf(
  query: { from?: string | undefined; to?: string | undefined },
  now: Date,
): DashboardPeriod {
  const month = monthOf(now)
  const from = query.from ?? (query.to ? `${query.to.slice(0, 7)}-01` : month.from)
  const to = query.to ?? (query.from ? monthOf(jakartaDayStart(query.from)).to : month.to)
  if (to < from) throw invalid('to', dashboardErrorMessages.periodBackwards)
  const start = jakartaDayStart(from)
  const end = jakartaDayStart(nextDay(to))
  if ((end.getTime() - start.getTime()) / dayMs > dashboardPeriodMaxDays) {
    throw invalid('to', dashboardErrorMessages.periodTooLong)
  }
  const days: string[] = []
  for (let day = from; day <= to; day = nextDay(day)) days.push(day)
  return { from, to, start, end, days }
}
