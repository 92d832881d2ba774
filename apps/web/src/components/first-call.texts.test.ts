import { afterEach, describe, expect, it } from 'vitest'
import { consumerApiKeyLimits, firstCallMessages, firstCallTexts } from '@lumbung/contract'
import { en as coreEnglish } from '../lib/i18n/catalogs/en'
import { id as coreIndonesian } from '../lib/i18n/catalogs/id'
import { setLanguage, translateIn } from '../lib/i18n/i18n'
import { firstCallAreaTexts } from './first-call.texts'
import { deciderName } from './first-call-words'

afterEach(() => setLanguage('en', { isChoice: false }))

type Key = keyof typeof firstCallTexts
const keys = Object.keys(firstCallTexts) as Key[]
const productName = 'Daily City Weather API for every regency and city of Indonesia'
const core = (key: Key) => `marketplace.${key}` as keyof typeof coreEnglish

/** A text of the first call as a screen writes it: the area's, else the core catalogue's. */
function shown(key: Key, language: 'en' | 'id'): string | undefined {
  if (core(key) in coreEnglish) return (language === 'en' ? coreEnglish : coreIndonesian)[core(key)]
  if (!(key in firstCallAreaTexts.en)) return undefined
  setLanguage(language, { isChoice: false })
  const text = translateIn(firstCallAreaTexts, key as keyof typeof firstCallAreaTexts.en, { productName })
  return key === 'keyLabelDefault' ? text.slice(0, consumerApiKeyLimits.labelMax) : text
}

const contractText = (key: Key) => {
  const text = firstCallTexts[key]
  return typeof text === 'string' ? text : text(productName)
}

describe('the first call texts', () => {
  it("read in English exactly as the contract's firstCallTexts", () => {
    for (const key of keys) expect(shown(key, 'en'), key).toBe(contractText(key))
  })

  it('have Indonesian words of their own for every text of the contract', () => {
    const untranslated = keys.filter((key) => {
      const indonesian = shown(key, 'id')
      return !indonesian || indonesian === contractText(key)
    })
    expect(untranslated).toEqual([])
    expect(shown('keyLabelDefault', 'id')).toBe(
      `Integrasi ${productName}`.slice(0, consumerApiKeyLimits.labelMax),
    )
  })

  it("name the automatic approval as a request's decider in the page's language, and a person as named", () => {
    expect(deciderName(firstCallMessages.autoApprovalDecider)).toBe('Automatic approval')
    setLanguage('id', { isChoice: false })
    expect(deciderName(firstCallMessages.autoApprovalDecider)).toBe('Persetujuan otomatis')
    expect(deciderName('Budi Santoso')).toBe('Budi Santoso')
  })
})
