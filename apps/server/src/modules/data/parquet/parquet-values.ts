import type { ColumnType } from '@lumbung/contract'
import { decimalPrecision, decimalScale } from './parquet-schema'

/**
 * A cell of the source file as its Parquet column holds it (docs/decisions/0065-parquet-of-file-versions.md):
 * whole numbers and decimals as exact bigints (a decimal unscaled at 18 places), dates as days since
 * 1970-01-01, date-times as microseconds since 1970-01-01 UTC. An empty cell is null whatever the type.
 */
export type ParquetValue = string | bigint | number | boolean | null

/** A cell that does not fit its column's type; the version is then not converted, and this says why. */
export class ParquetValueError extends Error {
  override name = 'ParquetValueError'
}

const integerPattern = /^[-+]?\d{1,18}$/
const decimalPattern = /^([-+])?(\d*)(?:\.(\d*))?(?:[eE]([-+]?\d{1,4}))?$/
const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/
const dateTimePattern =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?(Z|([+-])(\d{2}):?(\d{2}))?$/
const decimalLimit = 10n ** BigInt(decimalPrecision)
const dayMilliseconds = 86_400_000
/** A date-time written without an offset is read as Asia/Jakarta time, the platform's own (UTC+7, no DST). */
const defaultOffsetMinutes = 7 * 60

/** Answers a function turning one cell of a column of this type into its Parquet value. */
export function valueReaderOf(type: ColumnType): (cell: string) => ParquetValue {
  switch (type) {
    case 'STRING':
      return (cell) => (cell === '' ? null : cell)
    case 'INTEGER':
      return typed(readInteger)
    case 'DECIMAL':
      return typed(readDecimal)
    case 'BOOLEAN':
      return typed(readBoolean)
    case 'DATE':
      return typed(readDate)
    case 'DATETIME':
      return typed(readDateTime)
  }
}

/** Typed cells are read trimmed, as the type inference saw them; blank is empty. */
const typed =
  (read: (text: string) => ParquetValue) =>
  (cell: string): ParquetValue => {
    const text = cell.trim()
    return text === '' ? null : read(text)
  }

const refuse = (text: string, what: string) =>
  new ParquetValueError(`"${text.length > 40 ? `${text.slice(0, 40)}…` : text}" is not ${what}`)

function readInteger(text: string): bigint {
  if (!integerPattern.test(text)) throw refuse(text, 'a whole number of at most 18 digits')
  return BigInt(text)
}

/** Exact: the digits are shifted, never multiplied as a float; a digit past the 18th place refuses. */
function readDecimal(text: string): bigint {
  const match = decimalPattern.exec(text)
  const whole = match?.[2] ?? ''
  const fraction = match?.[3] ?? ''
  if (!match || whole + fraction === '') throw refuse(text, 'a decimal number')
  const shift = decimalScale - fraction.length + Number(match[4] ?? 0)
  let unscaled = BigInt(whole + fraction)
  // Past this any digit but zero overflows; the bound keeps a written exponent from growing a huge number.
  if (shift > decimalPrecision + decimalScale && unscaled !== 0n) {
    throw refuse(text, `a decimal of at most ${decimalPrecision} digits`)
  }
  if (unscaled === 0n) return 0n
  if (shift >= 0) unscaled *= 10n ** BigInt(shift)
  else {
    const divisor = 10n ** BigInt(-shift)
    if (unscaled % divisor !== 0n) throw refuse(text, `a decimal of at most ${decimalScale} places`)
    unscaled /= divisor
  }
  if (unscaled >= decimalLimit) throw refuse(text, `a decimal of at most ${decimalPrecision} digits`)
  return match[1] === '-' ? -unscaled : unscaled
}

function readBoolean(text: string): boolean {
  const lower = text.toLowerCase()
  if (lower === 'true') return true
  if (lower === 'false') return false
  throw refuse(text, 'true or false')
}

/** Milliseconds of a calendar day at midnight UTC, or null when the day does not exist (2026-02-30). */
function dayMillisecondsOf(year: string, month: string, day: string): number | null {
  const time = Date.UTC(Number(year), Number(month) - 1, Number(day))
  const date = new Date(time)
  const isReal =
    date.getUTCFullYear() === Number(year) &&
    date.getUTCMonth() === Number(month) - 1 &&
    date.getUTCDate() === Number(day)
  return isReal ? time : null
}

function readDate(text: string): number {
  const match = datePattern.exec(text)
  const time = match ? dayMillisecondsOf(match[1]!, match[2]!, match[3]!) : null
  if (time === null) throw refuse(text, 'a date (YYYY-MM-DD)')
  return Math.round(time / dayMilliseconds)
}

function readDateTime(text: string): bigint {
  const match = dateTimePattern.exec(text)
  const day = match ? dayMillisecondsOf(match[1]!, match[2]!, match[3]!) : null
  const [hours, minutes, seconds] = [Number(match?.[4]), Number(match?.[5]), Number(match?.[6] ?? 0)]
  if (!match || day === null || hours > 23 || minutes > 59 || seconds > 59) {
    throw refuse(text, 'a date and time (YYYY-MM-DD HH:MM:SS)')
  }
  const fraction = match[7] ?? ''
  if (/[1-9]/.test(fraction.slice(6))) throw refuse(text, 'a time to the microsecond')
  const micros = Number(fraction.slice(0, 6).padEnd(6, '0'))
  const offsetMinutes =
    match[8] === undefined
      ? defaultOffsetMinutes
      : match[8] === 'Z'
        ? 0
        : (match[9] === '-' ? -1 : 1) * (Number(match[10]) * 60 + Number(match[11]))
  const milliseconds = day + ((hours * 60 + minutes - offsetMinutes) * 60 + seconds) * 1000
  return BigInt(milliseconds) * 1000n + BigInt(micros)
}
