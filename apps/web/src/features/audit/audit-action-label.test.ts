import { afterEach, describe, expect, it } from 'vitest'
import { auditActionLabels, auditActions } from '@lumbung/contract'
import { setLanguage, translateIn } from '../../lib/i18n/i18n'
import { auditActionLabel } from './audit-action-label'
import { auditLogTexts } from './audit-log.texts'

afterEach(() => setLanguage('en', { isChoice: false }))

describe('the audit trail in the page language', () => {
  it('names every action of the contract in Indonesian, and in English as the contract does', () => {
    setLanguage('en', { isChoice: false })
    for (const action of auditActions) expect(auditActionLabel(action)).toBe(auditActionLabels[action])
    setLanguage('id', { isChoice: false })
    const untranslated = auditActions.filter((action) =>
      [action, auditActionLabels[action], ''].includes(auditActionLabel(action)),
    )
    expect(untranslated).toEqual([])
    expect(auditActionLabel('auth.login')).toBe('Masuk')
    expect(auditActionLabel('old.code')).toBe('old.code')
  })

  it('counts a repeated event with the grouping of each language', () => {
    setLanguage('en', { isChoice: false })
    expect(translateIn(auditLogTexts, 'timesUntil', { count: 1234, last: '29/11/2026 09.00' })).toBe(
      '1,234 times, last 29/11/2026 09.00',
    )
    setLanguage('id', { isChoice: false })
    expect(translateIn(auditLogTexts, 'timesUntil', { count: 1234, last: '29/11/2026 09.00' })).toBe(
      '1.234 kali, terakhir 29/11/2026 09.00',
    )
  })
})
