/**
 * Billing months are calendar months in Asia/Jakarta, written `YYYY-MM`. Jakarta keeps UTC+7 all year
 * (no daylight saving), so a fixed offset names its months exactly.
 */
const jakartaOffsetMs = 7 * 60 * 60 * 1000

/** The month a moment falls in, on the Jakarta calendar. */
export function periodOf(at: Date): string {
  return new Date(at.getTime() + jakartaOffsetMs).toISOString().slice(0, 7)
}

function parts(period: string): [number, number] {
  const [year, month] = period.split('-').map(Number) as [number, number]
  return [year, month]
}

/** The first instant of a month (Jakarta midnight on its first day). */
export function periodStart(period: string): Date {
  const [year, month] = parts(period)
  return new Date(Date.UTC(year, month - 1, 1) - jakartaOffsetMs)
}

/** The month `count` months after (or before, when negative) `period`. */
export function addMonths(period: string, count: number): string {
  const [year, month] = parts(period)
  const shifted = new Date(Date.UTC(year, month - 1 + count, 1))
  return shifted.toISOString().slice(0, 7)
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

/** A month as people read it: `November 2026`. */
export function periodText(period: string): string {
  return periodStart(addMonths(period, 0)).toLocaleString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Jakarta',
  })
}
