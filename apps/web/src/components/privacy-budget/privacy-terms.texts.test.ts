import { afterEach, describe, expect, it } from 'vitest'
import { formatPrivacyCost, privacyBudget, privacyTerms } from '@lumbung/contract'
import { setLanguage, translateIn } from '../../lib/i18n/i18n'
import { formatDate } from '../../lib/i18n/format-date'
import { privacyTermsTexts } from './privacy-terms.texts'

afterEach(() => setLanguage('en', { isChoice: false }))

type TermKey = keyof typeof privacyTerms
const keys = Object.keys(privacyTerms) as TermKey[]
const renewal = '2026-12-01'
// The values the screens hand to the terms that have one; the same for every key.
const values = () => ({
  date: formatDate(renewal),
  error: '2.926',
  epsilon: (1.234).toFixed(2),
  cost: formatPrivacyCost(privacyBudget.defaultQueryMicroRho),
})
// What the contract writes for the same values.
const contractText = (key: TermKey): string => {
  const term = privacyTerms[key]
  if (typeof term === 'string') return term
  if (key === 'renewsOn') return privacyTerms.renewsOn(renewal)
  if (key === 'errorBar') return privacyTerms.errorBar('2.926')
  if (key === 'epsilon') return privacyTerms.epsilon(1.234)
  throw new Error(`privacyTerms.${key} takes a value the test does not know yet`)
}
// Written the same in both languages.
const sameInBoth = new Set<TermKey>(['errorBar'])

describe('privacy terms', () => {
  it("read in English exactly as the contract's privacyTerms", () => {
    for (const key of keys) expect(translateIn(privacyTermsTexts, key, values()), key).toBe(contractText(key))
  })

  it('have Indonesian words of their own for every term of the contract', () => {
    setLanguage('id', { isChoice: false })
    const untranslated = keys.filter(
      (key) =>
        !(key in privacyTermsTexts.id) ||
        (!sameInBoth.has(key) && translateIn(privacyTermsTexts, key, values()) === contractText(key)),
    )
    expect(untranslated).toEqual([])
    expect(translateIn(privacyTermsTexts, 'renewsOn', values())).toBe('Diperbarui pada 1 Des 2026')
  })
})
