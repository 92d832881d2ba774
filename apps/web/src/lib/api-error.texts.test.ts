import * as contract from '@lumbung/contract'
import { afterEach, describe, expect, it } from 'vitest'
import { ApiError, errorMessageOf, errorTextsLoaded } from './api-error'
import { errorTexts } from './api-error.texts'
import { setLanguage } from './i18n/i18n'

/** Every code the contract names: its `*ErrorCodes` objects and its single `*Code` constants. */
function contractErrorCodes(): string[] {
  const codes = new Set<string>()
  for (const [name, value] of Object.entries(contract)) {
    if (name.endsWith('ErrorCodes') && typeof value === 'object' && value !== null)
      for (const code of Object.values(value)) if (typeof code === 'string') codes.add(code)
    if (name.endsWith('Code') && typeof value === 'string' && /^[A-Z][A-Z0-9_]+$/.test(value))
      codes.add(value)
  }
  return [...codes].sort()
}

afterEach(() => setLanguage('en', { isChoice: false }))

describe('server errors in the page language', () => {
  it('has an Indonesian text for every error code the contract defines', () => {
    const codes = contractErrorCodes()
    expect(codes.length).toBeGreaterThan(40)
    const missing = codes.filter((code) => !Object.hasOwn(errorTexts.id, code))
    expect(missing).toEqual([])
  })

  it("shows the server's English in English, the code's text in Indonesian, and the server's words for a code without one", async () => {
    await errorTextsLoaded
    const notFound = new ApiError(404, 'INVOICE_NOT_FOUND', 'Invoice not found')
    const unknown = new ApiError(409, 'SOMETHING_NEW', 'Something new happened')
    expect(errorMessageOf(notFound)).toBe('Invoice not found')
    setLanguage('id', { isChoice: false })
    expect(errorMessageOf(notFound)).toBe('Tagihan tidak ditemukan')
    expect(errorMessageOf(unknown)).toBe('Something new happened')
    expect(errorMessageOf(undefined)).toBe('Terjadi kesalahan')
  })
})
