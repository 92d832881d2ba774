import { describe, expect, it } from 'vitest'
import { auditActionLabel, auditActionLabels, auditActions } from './audit-actions'
import { describeAuditDetail } from './audit-detail'

describe('the words of the audit trail', () => {
  it('has a label for every action, and shows an unknown stored code as it is', () => {
    for (const action of auditActions) expect(auditActionLabels[action].length).toBeGreaterThan(3)
    expect(auditActionLabel('auth.login_failed')).toBe('Sign-in refused')
    expect(auditActionLabel('legacy.event')).toBe('legacy.event')
  })

  it('says what a refusal was, which routes a probe tried, and why a sign-in failed', () => {
    expect(
      describeAuditDetail('access.refused', {
        status: 403,
        code: 'ROLE_NOT_ALLOWED',
        routes: ['GET /api/a', 'PUT /api/b'],
      }),
    ).toBe('403 ROLE_NOT_ALLOWED on GET /api/a, PUT /api/b')
    expect(describeAuditDetail('auth.login_failed', { reason: 'LOCKED' })).toBe('too many attempts')
  })

  it('names the document an operator opened', () => {
    expect(describeAuditDetail('operator.document.read', { kind: 'DEED', name: 'akta.pdf' })).toBe(
      'Deed of establishment (akta.pdf)',
    )
    expect(describeAuditDetail('operator.document.read', { kind: 'IDENTITY' })).toBe('Identity document')
  })

  it('shows other facts as name and value, without the address it has a column for', () => {
    expect(
      describeAuditDetail('tenant.api_key_rotated', {
        previous_last_four: null,
        last_four: 'ab12',
        is_secret_replaced: true,
        ip: '10.0.0.1',
      }),
    ).toBe('Last four: ab12; Is secret replaced: yes')
  })
})
