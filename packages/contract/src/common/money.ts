import { z } from 'zod'
import { isBlankText } from './blank'
import { formatRupiah } from './format'
import { messages } from './messages'

/**
 * The largest amount any money field takes: Rp 1.000.000.000.000, far above any price or month, and
 * exact in a JavaScript number (docs/product.md#money).
 */
export const rupiahMax = 1_000_000_000_000

/** What a money field says when its value is not one it takes; `field` is the label the user sees. */
export const rupiahMessages = {
  notWhole: (field: string) => `${field} must be a whole number of rupiah, without decimals or signs`,
  atLeast: (field: string, min: number) => `${field} must be at least ${formatRupiah(min)}`,
  atMost: (field: string, max: number) => `${field} must be at most ${formatRupiah(max)}`,
} as const

// Digits only, or digits grouped by dots in threes as rupiah are written (1.500.000). '12.5' is neither:
// it is refused rather than read as 125.
const plainDigits = /^\d+$/
const groupedDigits = /^\d{1,3}(\.\d{3})+$/

/** Reads typed rupiah: a whole number, or null when the text is not one (a decimal, a sign, an exponent). */
export function parseRupiah(text: string): number | null {
  const trimmed = text.trim()
  if (plainDigits.test(trimmed)) return Number(trimmed)
  if (groupedDigits.test(trimmed)) return Number(trimmed.replaceAll('.', ''))
  return null
}

export interface RupiahRule {
  /** The label the user sees, e.g. 'Price'. */
  field: string
  min?: number
  max?: number
}

/**
 * The first problem of a money value, or null when it is fine: the one rule the schemas and the web's
 * money input share, so a form and the API refuse the same values with the same words.
 */
export function rupiahProblemOf(
  value: unknown,
  { field, min = 0, max = rupiahMax }: RupiahRule,
): string | null {
  const amount = typeof value === 'string' ? parseRupiah(value) : value
  if (typeof amount !== 'number' || !Number.isFinite(amount)) {
    // A huge number typed with an exponent is still a number: say the limit rather than "not whole".
    return typeof amount === 'number' && amount > 0
      ? rupiahMessages.atMost(field, max)
      : rupiahMessages.notWhole(field)
  }
  if (amount > max) return rupiahMessages.atMost(field, max)
  if (!Number.isInteger(amount)) return rupiahMessages.notWhole(field)
  if (amount < min) return rupiahMessages.atLeast(field, min)
  return null
}

/**
 * The one money schema: whole rupiah between `min` and `max`, as a JSON number or typed text. Nothing is
 * stripped or clamped: '12.5', '-300' and '1e23' are refused with the field's message, the limit
 * written as rupiah. A blank value is `required`'s business (wrap with `.optional()` or `optionalField`).
 */
export function rupiahSchema(rule: RupiahRule) {
  return z.preprocess(
    (value) => (typeof value === 'string' && !isBlankText(value) ? (parseRupiah(value) ?? value) : value),
    z.unknown().transform((value, context) => {
      if (isBlankText(value)) {
        context.addIssue({ code: 'custom', message: messages.required(rule.field) })
        return z.NEVER
      }
      const problem = rupiahProblemOf(value, rule)
      if (problem) {
        context.addIssue({ code: 'custom', message: problem })
        return z.NEVER
      }
      return value as number
    }),
  )
}
