import { afterEach, describe, expect, it } from 'vitest'
import { apiProductMessages } from '@lumbung/contract'
import { setLanguage, translateIn } from '../lib/i18n/i18n'
import { apiProductTermsTexts } from './api-product-terms.texts'

afterEach(() => setLanguage('en', { isChoice: false }))

describe("an API product's terms", () => {
  it('write the contract English exactly, and Bahasa Indonesia on an Indonesian page', () => {
    const rate = { perSecond: 5, burst: 12 }
    expect(translateIn(apiProductTermsTexts, 'rateLimitValue', rate)).toBe(
      apiProductMessages.rateLimitValue(5, 12),
    )
    expect(translateIn(apiProductTermsTexts, 'quotaValue', { count: '2.926' })).toBe(
      apiProductMessages.quotaValue('2.926'),
    )
    expect(translateIn(apiProductTermsTexts, 'copySnippet', { language: 'Python' })).toBe(
      apiProductMessages.copySnippet('Python'),
    )
    setLanguage('id', { isChoice: false })
    expect(translateIn(apiProductTermsTexts, 'rateLimitValue', rate)).toBe(
      '5 panggilan per detik per kunci (lonjakan hingga 12)',
    )
  })
})
