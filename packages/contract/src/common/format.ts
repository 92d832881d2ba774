import type { Language } from './enums'

/** Rupiah, whole numbers, dot thousands: 1500000 → 'Rp 1.500.000'. */
export function formatRupiah(amount: number | bigint): string {
  const value = typeof amount === 'bigint' ? amount : BigInt(Math.round(amount))
  const isNegative = value < 0n
  const digits = (isNegative ? -value : value).toString()
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.')
  return `${isNegative ? '-' : ''}Rp ${grouped}`
}

const sizeUnits = ['B', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const

/**
 * File sizes from bytes to yottabytes (1024 steps): whole bytes as they are ('603 B'), larger units with
 * 2 decimals ('1.50 KB'). The one byte-size formatter of the product.
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 B'
  const lastExponent = sizeUnits.length - 1
  let exponent = Math.min(Math.max(Math.floor(Math.log(bytes) / Math.log(1024)), 0), lastExponent)
  // 1048575 bytes would round to '1024.00 KB'; the next unit reads better.
  if (exponent < lastExponent && (bytes / 1024 ** exponent).toFixed(2) === '1024.00') exponent += 1
  // A byte count is whole: '603.00 B' would claim a precision bytes do not have.
  if (exponent === 0) return `${Number.isInteger(bytes) ? bytes : bytes.toFixed(2)} B`
  return `${(bytes / 1024 ** exponent).toFixed(2)} ${sizeUnits[exponent]}`
}

/**
 * Counts with Indonesian thousands dots and decimal comma: 1234567 → '1.234.567', (12.34, 1) → '12,3'.
 * The one number formatter for counts and rates.
 */
export function formatCount(count: number | bigint, fractionDigits = 0): string {
  const format =
    fractionDigits === 0
      ? wholeFormat
      : new Intl.NumberFormat('id-ID', { maximumFractionDigits: fractionDigits })
  return format.format(count)
}
const wholeFormat = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 })

/**
 * Dates and times are shown in Asia/Jakarta, where the marketplace keeps its calendar, whatever the
 * browser's zone: a provider and a consumer reading the same record see the same moment.
 */
export const displayTimeZone = 'Asia/Jakarta'
/** The zone's everyday name, written once after a time of day. */
export const displayTimeZoneName = 'WIB'

/**
 * Month names in the reader's language ("1 Dec 2026", "1 Des 2026"), always day first: en-GB and
 * id-ID both write the day before the month, unlike the browser's own locale may.
 */
const localeOf: Record<Language, string> = { en: 'en-GB', id: 'id-ID' }
const dayOptions = { day: 'numeric', year: 'numeric' } as const
const dayFormats = new Map<string, Intl.DateTimeFormat>()
function dayFormatOf(language: Language, zone: string, month: 'short' | 'long'): Intl.DateTimeFormat {
  const key = `${language}|${zone}|${month}`
  let format = dayFormats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(localeOf[language], { ...dayOptions, month, timeZone: zone })
    dayFormats.set(key, format)
  }
  return format
}
/** How long a month's name is written: "Dec" (tables, facts) or "December" (a sentence, a heading). */
export type MonthStyle = 'short' | 'long'
/** The language and month style a date is written in; English and short months unless told. */
export interface DateStyle {
  language?: Language
  month?: MonthStyle
}

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: displayTimeZone,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

type DateInput = string | number | Date | null | undefined

const calendarDatePattern = /^\d{4}-\d{2}-\d{2}$/

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null
  const date = value instanceof Date ? value : new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

/**
 * A moment, day first and 24-hour, in Asia/Jakarta with its zone named once: '23 Nov 2026, 19:33 WIB'.
 * Blank or unreadable values read as the fallback.
 */
export function formatDateTime(value: DateInput, fallback = '—', style: DateStyle = {}): string {
  const date = toDate(value)
  if (!date) return fallback
  const day = dayFormatOf(style.language ?? 'en', displayTimeZone, style.month ?? 'short')
  // The time keeps its colon in both languages (19:33), as the date inputs write it.
  return `${day.format(date)}, ${timeFormat.format(date)} ${displayTimeZoneName}`
}

/**
 * The Asia/Jakarta day of a moment ('23 Nov 2026'). A calendar date ('2026-11-23', as a needed-by date
 * or a period end is sent) is that day as written, never shifted by a zone.
 */
export function formatDate(value: DateInput, fallback = '—', style: DateStyle = {}): string {
  const language = style.language ?? 'en'
  const month = style.month ?? 'short'
  if (typeof value === 'string' && calendarDatePattern.test(value)) {
    const date = toDate(`${value}T00:00:00Z`)
    return date ? dayFormatOf(language, 'UTC', month).format(date) : fallback
  }
  const date = toDate(value)
  return date ? dayFormatOf(language, displayTimeZone, month).format(date) : fallback
}

/** Up to two initials of a full name for the avatar: 'Siti Nur Aisyah' → 'SN'. */
export function initialsOf(fullName: string): string {
  return fullName
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('')
}
