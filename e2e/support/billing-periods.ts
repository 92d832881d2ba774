const jakartaOffsetMs = 7 * 3_600_000
const monthNames = [
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

/** Last month on the Jakarta calendar: `YYYY-MM`, its label, its first and last day. */
export function lastMonth() {
  const today = new Date(Date.now() + jakartaOffsetMs)
  const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1))
  const last = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 0))
  const period = first.toISOString().slice(0, 7)
  return {
    period,
    label: `${monthNames[first.getUTCMonth()]} ${first.getUTCFullYear()}`,
    from: first.toISOString().slice(0, 10),
    to: last.toISOString().slice(0, 10),
  }
}
