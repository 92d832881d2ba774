/**
 * Billing months are calendar months in Asia/Jakarta, written `YYYY-MM`. Jakarta keeps UTC+7 all year
 * (no daylight saving), so a fixed offset names its months exactly. The server bills by them, the web
 * app offers them and the journeys pick them: one definition for all three.
 */
const jakartaOffsetMs = 7 * 60 * 60 * 1000

/** The months in English, as periods are named ("October 2026"). */
export const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

function partsOf(period: string): [number, number] {
  const [year, month] = period.split('-').map(Number) as [number, number]
  return [year, month]
}

/** The month a moment falls in, on the Jakarta calendar. */
export function periodOf(at: Date): string {
  return new Date(at.getTime() + jakartaOffsetMs).toISOString().slice(0, 7)
}

/** The month `count` months after (or before, when negative) `period`. */
export function addMonths(period: string, count: number): string {
  const [year, month] = partsOf(period)
  return new Date(Date.UTC(year, month - 1 + count, 1)).toISOString().slice(0, 7)
}

/** A month as people read it: `2026-11` → `November 2026`. */
export function periodLabel(period: string): string {
  const [year, month] = partsOf(period)
  return `${monthNames[month - 1] ?? ''} ${year}`
}
