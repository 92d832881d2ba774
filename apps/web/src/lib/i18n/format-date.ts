import {
  formatDate as formatDateIn,
  formatDateTime as formatDateTimeIn,
  type MonthStyle,
} from '@lumbung/contract'
import { currentLanguage } from './i18n'

type DateInput = Parameters<typeof formatDateIn>[0]

/**
 * A day in the page's language, day first, Asia/Jakarta: "1 Dec 2026", "1 Des 2026" (`'long'`:
 * "1 Desember 2026"). The web's one way to write a date; the contract's own writes English for the
 * server and API clients.
 */
export function formatDate(value: DateInput, fallback = '—', month: MonthStyle = 'short'): string {
  return formatDateIn(value, fallback, { language: currentLanguage(), month })
}

/** A moment in the page's language, day first and 24-hour in Asia/Jakarta: "23 Agu 2026, 19:33 WIB". */
export function formatDateTime(value: DateInput, fallback = '—', month: MonthStyle = 'short'): string {
  return formatDateTimeIn(value, fallback, { language: currentLanguage(), month })
}
