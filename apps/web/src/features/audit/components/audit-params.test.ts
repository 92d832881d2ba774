import { describe, expect, it } from 'vitest'
import { auditFiltersOf, isAuditFiltered, readAuditFilters, withAuditParam } from './audit-params'

describe('the audit trail filters in the address', () => {
  it('keeps known actions, outcomes, ids and days, and drops anything else', () => {
    const filters = readAuditFilters(
      new URLSearchParams(
        'page=3&action=auth.login_failed&outcome=REFUSED&from=2026-11-01&to=nope&user_id=x&tenant_id=0b6f2f7e-8a43-4bd4-9a59-5f0f3b5c0c11',
      ),
    )
    expect(filters).toEqual({
      page: 3,
      action: 'auth.login_failed',
      outcome: 'REFUSED',
      from: '2026-11-01',
      to: null,
      user_id: null,
      tenant_id: '0b6f2f7e-8a43-4bd4-9a59-5f0f3b5c0c11',
    })
    expect(auditFiltersOf(filters)).toEqual({
      action: 'auth.login_failed',
      outcome: 'REFUSED',
      from: '2026-11-01',
      tenant_id: '0b6f2f7e-8a43-4bd4-9a59-5f0f3b5c0c11',
    })
    expect(readAuditFilters(new URLSearchParams('action=drop.tables&page=-1'))).toMatchObject({
      page: 1,
      action: null,
    })
  })

  it('goes back to the first page when a filter changes', () => {
    const next = withAuditParam(new URLSearchParams('page=4&action=auth.login'), 'outcome', 'REFUSED')
    expect(next.toString()).toBe('action=auth.login&outcome=REFUSED')
    expect(withAuditParam(next, 'page', '2').get('page')).toBe('2')
    expect(isAuditFiltered(readAuditFilters(withAuditParam(next, 'action', null)))).toBe(true)
    expect(isAuditFiltered(readAuditFilters(new URLSearchParams('page=2')))).toBe(false)
  })
})
