import { afterEach, describe, expect, it } from 'vitest'
import { formatDate, formatDateTime } from './format-date'
import { setLanguage } from './i18n'

afterEach(() => setLanguage('en', { isChoice: false }))

describe('dates on the page', () => {
  it('name the month in the page language, day first and 24-hour in Jakarta', () => {
    expect(formatDate('2026-12-01T05:00:00Z')).toBe('1 Dec 2026')
    expect(formatDateTime('2026-12-01T12:33:00Z')).toBe('1 Dec 2026, 19:33 WIB')
    setLanguage('id', { isChoice: false })
    expect(formatDate('2026-12-01T05:00:00Z')).toBe('1 Des 2026')
    expect(formatDate('2026-12-01', '—', 'long')).toBe('1 Desember 2026')
    expect(formatDateTime('2026-12-01T12:33:00Z')).toBe('1 Des 2026, 19:33 WIB')
    expect(formatDate(null, 'Belum pernah')).toBe('Belum pernah')
  })
})
