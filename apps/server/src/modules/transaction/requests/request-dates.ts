import { randomInt } from 'node:crypto'

/** Asia/Jakarta keeps UTC+7 all year (no daylight saving), so a fixed offset is exact. */
const jakartaOffsetMs = 7 * 60 * 60 * 1000
const numberAlphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'

/** The calendar day in Jakarta, `YYYY-MM-DD`. */
export function jakartaDate(at: Date): string {
  return new Date(at.getTime() + jakartaOffsetMs).toISOString().slice(0, 10)
}

/** The first instant of a Jakarta calendar day `YYYY-MM-DD`, or of the day after it. */
export function startOfJakartaDay(day: string, plusDays = 0): Date {
  const midnight = new Date(`${day}T00:00:00+07:00`)
  return new Date(midnight.getTime() + plusDays * 24 * 60 * 60 * 1000)
}

/**
 * `TRX-YYYYMMDD-XXXXXX`: the Jakarta date and six characters from a cryptographic source
 * (36^6, about two billion a day), so numbers are unique in practice and cannot be walked.
 */
export function newTransactionNo(at: Date, pick: (max: number) => number = randomInt): string {
  let code = ''
  for (let index = 0; index < 6; index += 1) code += numberAlphabet[pick(numberAlphabet.length)]
  return `TRX-${jakartaDate(at).replaceAll('-', '')}-${code}`
}

/**
 * The end of a subscription period: `count` months or years after `start` on the Jakarta calendar, at
 * the same Jakarta time of day. A start on the 31st ends on the last day of a shorter month rather than
 * spilling into the next one (approved 31 January WIB, one month: 28 or 29 February WIB).
 */
export function periodEndOf(start: Date, count: number, unit: 'MONTH' | 'YEAR'): Date {
  const months = unit === 'YEAR' ? count * 12 : count
  // Jakarta wall-clock time read through the UTC accessors, so the calendar arithmetic is Jakarta's.
  const end = new Date(start.getTime() + jakartaOffsetMs)
  const day = end.getUTCDate()
  end.setUTCDate(1)
  end.setUTCMonth(end.getUTCMonth() + months)
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate()
  end.setUTCDate(Math.min(day, lastDay))
  return new Date(end.getTime() - jakartaOffsetMs)
}
