import 'dayjs/locale/id'
import { DateInput, DatesProvider, type DateInputProps } from '@mantine/dates'
import { useLanguage, useT } from '../../lib/i18n/i18n'
import { dateFieldTexts } from './date-field.texts'

/** The format people read and type, in both languages: never the browser's month-first form. */
export const dayFirstFormat = 'DD/MM/YYYY'

const dayFirst = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/
const wireDay = /^(\d{4})-(\d{2})-(\d{2})$/

/**
 * A typed day ("29/11/2026", "29-11-2026", "29.11.2026", or the wire form "2026-11-29") as the wire's
 * YYYY-MM-DD, or null while it is not a real calendar day yet. Written by hand rather than with dayjs's
 * parser, which would read "01/02/2026" month first without its customParseFormat plugin.
 */
export function parseDayFirst(text: string): string | null {
  const trimmed = text.trim()
  const parts = dayFirst.exec(trimmed) ?? null
  let year: number, month: number, day: number
  if (parts) {
    ;[day, month, year] = [Number(parts[1]), Number(parts[2]), Number(parts[3])]
  } else {
    const wire = wireDay.exec(trimmed)
    if (!wire) return null
    ;[year, month, day] = [Number(wire[1]), Number(wire[2]), Number(wire[3])]
  }
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

export interface DayFirstDateInputProps extends Omit<
  DateInputProps,
  'value' | 'onChange' | 'valueFormat' | 'dateParser' | 'minDate' | 'maxDate'
> {
  /** The day as the forms and addresses carry it, YYYY-MM-DD; empty or null for none. */
  value: string | null | undefined
  onChange: (value: string | null) => void
  minDate?: string | undefined
  maxDate?: string | undefined
}

/**
 * A date field shown and typed day first (29/11/2026) in English and Bahasa Indonesia alike, its
 * calendar's month and day names in the page's language; the value stays YYYY-MM-DD.
 */
export function DayFirstDateInput({ value, onChange, minDate, maxDate, ...props }: DayFirstDateInputProps) {
  const language = useLanguage()
  const t = useT(dateFieldTexts)
  return (
    <DatesProvider settings={{ locale: language, firstDayOfWeek: 1 }}>
      <DateInput
        placeholder={t('placeholder')}
        {...props}
        value={value || null}
        onChange={(next) => onChange(next ? String(next).slice(0, 10) : null)}
        valueFormat={dayFirstFormat}
        dateParser={parseDayFirst}
        {...(minDate ? { minDate } : {})}
        {...(maxDate ? { maxDate } : {})}
      />
    </DatesProvider>
  )
}
