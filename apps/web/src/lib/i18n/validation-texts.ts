import { formatCount, formatDate } from '@lumbung/contract'
// The refusals that name no code of their own are worded whole, beside the codes' texts.
import '../api-error.texts'
import { indonesianOf, translateIn, type AreaTexts } from './i18n'
import { accountRefusalTexts } from './refusals-account.texts'
import { dataRefusalTexts } from './refusals-data.texts'
import { fileMessageTexts } from './file-messages.texts'
// The labels a message names are whole texts, which `indonesianOf` finds once their area is loaded.
import './validation-labels.texts'
import { validationTexts } from './validation.texts'

interface Recogniser {
  texts: AreaTexts<string>
  key: string
  pattern: RegExp
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The texts whose English forms a message is recognised by: field messages, then the server's refusals. */
const recognisedTexts: readonly AreaTexts<string>[] = [
  validationTexts,
  fileMessageTexts,
  accountRefusalTexts,
  dataRefusalTexts,
]

/**
 * Every English form with a value in it (`{field}`, `{limit}`, `{wait}`, …), as a pattern that captures
 * each value. The longest forms are tried first, so "{field} must be at most {limit} characters" wins
 * over "{field} must be at most {limit}". Forms without values are whole texts, which `indonesianOf`
 * finds.
 */
const recognisers: readonly Recogniser[] = recognisedTexts
  .flatMap((texts) =>
    Object.entries(texts.en)
      .filter(([, english]) => english.includes('{'))
      .map(([key, english]) => ({ texts, key, english })),
  )
  .sort((first, second) => second.english.length - first.english.length)
  .map(({ texts, key, english }) => ({
    texts,
    key,
    pattern: new RegExp(`^${escaped(english).replace(/\\\{(\w+)\\\}/g, '(?<$1>.+?)')}$`, 's'),
  }))

/** A label in Indonesian when a loaded catalogue holds it (the form's own texts usually do), else as it is. */
function labelIn(english: string): string {
  return indonesianOf(english) ?? english
}

/**
 * A figure written as Indonesian writes it: 1000 (or English's 1,000) becomes 1.000; an amount with its
 * "Rp" stays.
 */
function figureIn(written: string): string {
  return /^\d{4,}$|^\d{1,3}(,\d{3})+$/.test(written)
    ? formatCount(Number(written.replace(/,/g, '')))
    : written
}

const waitUnits: Record<string, string> = { second: 'detik', minute: 'menit', hour: 'jam' }

/** A wait in words ("11 minutes", `formatWaitDuration`) in Indonesian: "11 menit". */
function waitIn(written: string): string {
  const parts = /^(\d+) (second|minute|hour)s?$/.exec(written)
  return parts ? `${parts[1]} ${waitUnits[parts[2]!]}` : written
}

/** The English short month names as the contract writes them ("Dec"), to read a day back. */
const englishMonths = Array.from(
  { length: 12 },
  (_, index) => formatDate(`2000-${String(index + 1).padStart(2, '0')}-15`).split(' ')[1],
)

/** A day the contract wrote in English ("31 Dec 2026") in Indonesian ("31 Des 2026"). */
function dateIn(written: string): string {
  const parts = /^(\d{1,2}) (\w+) (\d{4})$/.exec(written)
  const month = parts ? englishMonths.indexOf(parts[2]) + 1 : 0
  if (!parts || month === 0) return written
  const day = `${parts[3]}-${String(month).padStart(2, '0')}-${parts[1]!.padStart(2, '0')}`
  return formatDate(day, written, { language: 'id' })
}

/** Each value in the page's words by what it is; one the texts do not know carries over as written. */
const valueIn: Record<string, (written: string) => string> = {
  field: labelIn,
  delimiter: labelIn,
  // The placeholders that stand for a figure: a limit, a count, a row, a column's place.
  limit: figureIn,
  count: figureIn,
  header: figureIn,
  row: figureIn,
  column: figureIn,
  wait: waitIn,
  date: dateIn,
}

/**
 * A message in Indonesian, whether a field's or the server's refusal: a known whole text, else a
 * recognised form with its values carried over; a message nobody recognises stays as the server or the
 * schema wrote it. The caller decides that the page speaks Indonesian (`useValidationMessage`).
 */
export function validationMessageInIndonesian(message: string): string {
  const whole = indonesianOf(message)
  if (whole) return whole
  for (const { texts, key, pattern } of recognisers) {
    const parts = pattern.exec(message)?.groups
    if (!parts) continue
    // A row's reason ("Row 12: {reason}") is a text of its own; a reason nobody knows leaves the whole as written.
    const reason = parts.reason === undefined ? undefined : validationMessageInIndonesian(parts.reason)
    if (reason !== undefined && reason === parts.reason) continue
    const values = Object.fromEntries(
      Object.entries(parts).map(([name, written]) => [name, (valueIn[name] ?? String)(written)]),
    )
    return translateIn(texts, key, { ...values, ...(reason !== undefined && { reason }) })
  }
  return message
}
