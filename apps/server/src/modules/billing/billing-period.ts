import { addMonths } from '@lumbung/contract'

/** Billing months (`YYYY-MM`, Jakarta calendar): the contract names them; these are the server's instants. */
export { addMonths, periodLabel, periodOf } from '@lumbung/contract'

/** The first instant of a month (Jakarta midnight on its first day). */
export function periodStart(period: string): Date {
  return startOfDay(`${period}-01`)
}

/** The first instant after a month: the start of the next one. */
export function periodEnd(period: string): Date {
  return periodStart(addMonths(period, 1))
}

/** `YYYYMM`, as an invoice number carries it. */
export function compactPeriod(period: string): string {
  return period.replace('-', '')
}

/** The first instant of a Jakarta calendar day `YYYY-MM-DD`, or of the day `plusDays` after it. */
export function startOfDay(day: string, plusDays = 0): Date {
  return new Date(new Date(`${day}T00:00:00+07:00`).getTime() + plusDays * 24 * 60 * 60 * 1000)
}
