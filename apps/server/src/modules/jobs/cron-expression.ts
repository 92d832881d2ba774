/**
 * Five-field cron expressions (minute hour day-of-month month day-of-week) read in a time zone. Fields
 * take a star, numbers, ranges `a-b`, lists `a,b` and steps (`a-b/n`, `a/n`, or a star then `/n`);
 * day-of-week 0 and 7 are Sunday. As in cron, when both day fields are restricted a day matching
 * either one is due. Names (JAN, MON) and the L/W/# extensions are not read.
 */
export interface CronExpression {
  text: string
  minutes: number[]
  hours: number[]
  days: Set<number>
  months: Set<number>
  weekdays: Set<number>
  isAnyDay: boolean
  isAnyWeekday: boolean
}

const fieldRanges = [
  { name: 'minute', min: 0, max: 59 },
  { name: 'hour', min: 0, max: 23 },
  { name: 'day of month', min: 1, max: 31 },
  { name: 'month', min: 1, max: 12 },
  { name: 'day of week', min: 0, max: 7 },
] as const

/** Enough to find the next 29 February; a field set that never matches gives up rather than loops. */
const maxDaysAhead = 8 * 366

function parseNumber(text: string, range: (typeof fieldRanges)[number]): number {
  if (!/^\d{1,2}$/.test(text)) throw new RangeError(`"${text}" is not a ${range.name}`)
  const value = Number(text)
  if (value < range.min || value > range.max) throw new RangeError(`${range.name} ${value} is out of range`)
  return value
}

function parseField(field: string, range: (typeof fieldRanges)[number]): number[] {
  const values = new Set<number>()
  for (const part of field.split(',')) {
    const [span = '', stepText, ...rest] = part.split('/')
    if (rest.length > 0) throw new RangeError(`"${part}" has more than one step`)
    const step = stepText === undefined ? 1 : Number(stepText)
    if (!Number.isInteger(step) || step < 1 || !/^\d+$/.test(stepText ?? '1'))
      throw new RangeError(`"${part}" has no whole step`)
    let from: number
    let to: number
    if (span === '*') {
      from = range.min
      to = range.max
    } else if (span.includes('-')) {
      const [low = '', high = ''] = span.split('-')
      from = parseNumber(low, range)
      to = parseNumber(high, range)
      if (from > to) throw new RangeError(`"${part}" runs backwards`)
    } else {
      from = parseNumber(span, range)
      to = stepText === undefined ? from : range.max
    }
    for (let value = from; value <= to; value += step) values.add(value)
  }
  return [...values].sort((a, b) => a - b)
}

export function parseCron(text: string): CronExpression {
  const fields = text.trim().split(/\s+/)
  if (fields.length !== 5) throw new RangeError(`"${text}" needs five fields`)
  const [minutes, hours, days, months, weekdays] = fields.map((field, index) =>
    parseField(field, fieldRanges[index]!),
  ) as [number[], number[], number[], number[], number[]]
  return {
    text,
    minutes,
    hours,
    days: new Set(days),
    months: new Set(months),
    weekdays: new Set(weekdays.map((day) => day % 7)),
    isAnyDay: fields[2] === '*',
    isAnyWeekday: fields[4] === '*',
  }
}

function formatterOf(timeZone: string) {
  // Throws a RangeError for a zone the runtime does not know.
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  })
}

/** How far the zone's wall clock is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(formatter: Intl.DateTimeFormat, instant: number): number {
  const parts = Object.fromEntries(
    formatter.formatToParts(new Date(instant)).map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!)
  return wall - (instant - (instant % 1000))
}

function instantOf(formatter: Intl.DateTimeFormat, wallClock: number): number {
  const first = wallClock - offsetAt(formatter, wallClock)
  const second = wallClock - offsetAt(formatter, first)
  return second
}

function isDayDue(expression: CronExpression, date: Date): boolean {
  if (!expression.months.has(date.getUTCMonth() + 1)) return false
  const isDayMatch = expression.days.has(date.getUTCDate())
  const isWeekdayMatch = expression.weekdays.has(date.getUTCDay())
  if (expression.isAnyDay) return isWeekdayMatch
  if (expression.isAnyWeekday) return isDayMatch
  return isDayMatch || isWeekdayMatch
}

/** The first time after `after` at which the expression is due on the zone's wall clock. */
export function nextOccurrence(expression: CronExpression, after: Date, timeZone: string): Date {
  const formatter = formatterOf(timeZone)
  const wallNow = after.getTime() + offsetAt(formatter, after.getTime())
  const today = new Date(wallNow)
  const firstDay = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate())
  for (let dayIndex = 0; dayIndex <= maxDaysAhead; dayIndex += 1) {
    const day = new Date(firstDay + dayIndex * 86_400_000)
    if (!isDayDue(expression, day)) continue
    for (const hour of expression.hours) {
      for (const minute of expression.minutes) {
        const instant = instantOf(formatter, day.getTime() + (hour * 60 + minute) * 60_000)
        if (instant > after.getTime()) return new Date(instant)
      }
    }
  }
  throw new RangeError(`"${expression.text}" is never due`)
}

/** Checks a schedule once, where it is declared, so a typo stops the start rather than the schedule. */
export function assertTimeZone(timeZone: string): void {
  formatterOf(timeZone)
}
