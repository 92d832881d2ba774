import { parseRupiah, rupiahProblemOf, type RupiahRule } from '@lumbung/contract'

/**
 * Typed money, read by the contract's one rupiah rule: the form says what the API would say, and
 * nothing typed is stripped or rounded on the way.
 */

/** The field's message for typed money, or null when it is blank or a whole amount within the limits. */
export function moneyProblemOf(text: string, rule: RupiahRule): string | null {
  return text.trim() === '' ? null : rupiahProblemOf(text, rule)
}

/** The amount typed money reads as, or null when it is blank or not an amount the field takes. */
export function moneyAmountOf(text: string, rule: RupiahRule): number | null {
  if (text.trim() === '' || rupiahProblemOf(text, rule) !== null) return null
  return parseRupiah(text)
}

/** An amount as the input shows it when a form opens with one. */
export const moneyTextOf = (amount: number | null | undefined) =>
  amount === null || amount === undefined ? '' : String(amount)

/**
 * Each typed amount checked at once: the field messages of those a field refuses, and the amounts of the
 * others (null for blank), so a form sends nothing until every amount reads as typed.
 */
export function moneyFieldsOf<K extends string>(
  fields: Record<K, { text: string; rule: RupiahRule }>,
): { errors: Partial<Record<K, string>>; amounts: Record<K, number | null> } {
  const errors: Partial<Record<K, string>> = {}
  const amounts = {} as Record<K, number | null>
  for (const key of Object.keys(fields) as K[]) {
    const { text, rule } = fields[key]
    const problem = moneyProblemOf(text, rule)
    if (problem !== null) errors[key] = problem
    amounts[key] = problem === null ? moneyAmountOf(text, rule) : null
  }
  return { errors, amounts }
}
