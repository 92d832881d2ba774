import { formatCount } from '@lumbung/contract'
import { indonesianOf, translateIn } from './i18n'
import { validationTexts } from './validation.texts'

type ValidationKey = keyof typeof validationTexts.en

interface Recogniser {
  key: ValidationKey
  pattern: RegExp
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Every English form with a label, a figure or a day in it, as a pattern that captures them. The longest forms
 * are tried first, so "{field} must be at most {limit} characters" wins over "{field} must be at most
 * {limit}". Forms without either are whole texts, which `indonesianOf` finds.
 */
const recognisers: readonly Recogniser[] = (Object.entries(validationTexts.en) as [ValidationKey, string][])
  .filter(([, english]) => english.includes('{'))
  .sort(([, first], [, second]) => second.length - first.length)
  .map(([key, english]) => ({
    key,
    // Each placeholder captures what stands in its place: the label, a figure, a day ({first}, {last}).
    pattern: new RegExp(`^${escaped(english).replace(/\\\{(\w+)\\\}/g, '(?<$1>.+?)')}$`, 's'),
  }))

/** A label in Indonesian when a loaded catalogue holds it (the form's own texts usually do), else as it is. */
function labelIn(english: string): string {
  return indonesianOf(english) ?? english
}

/** A figure written as Indonesian writes it: 1000 becomes 1.000; an amount with its "Rp" stays. */
function figureIn(written: string): string {
  return /^\d{4,}$/.test(written) ? formatCount(Number(written)) : written
}

/**
 * A field's message in Indonesian: a known whole text, else a recognised form with its label and figure
 * carried over; a message nobody recognises stays as the server or the schema wrote it. The caller
 * decides that the page speaks Indonesian (`useValidationMessage`).
 */
export function validationMessageInIndonesian(message: string): string {
  const whole = indonesianOf(message)
  if (whole) return whole
  for (const { key, pattern } of recognisers) {
    const parts = pattern.exec(message)?.groups
    if (!parts) continue
    return translateIn(validationTexts, key, {
      ...parts,
      ...(parts.field !== undefined && { field: labelIn(parts.field) }),
      ...(parts.limit !== undefined && { limit: figureIn(parts.limit) }),
    })
  }
  return message
}
