import { addMonths, periodLabel, periodOf } from '@lumbung/contract'

/** Last month on the Jakarta calendar: `YYYY-MM`, its label, its first and last day. */
export function lastMonth() {
  const period = addMonths(periodOf(new Date()), -1)
  const [year, month] = period.split('-').map(Number) as [number, number]
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate()
  return {
    period,
    label: periodLabel(period),
    from: `${period}-01`,
    to: `${period}-${String(lastDay).padStart(2, '0')}`,
  }
}
