import {
  auditDetailKeyLabel,
  companyDocumentKinds,
  describeAuditDetail,
  signInRefusalReasons,
  type AuditDetailKind,
} from '@lumbung/contract'
import { afterEach, describe, expect, it } from 'vitest'
import { setLanguage } from '../../lib/i18n/i18n'
import { auditDetailLine } from './audit-detail'
import { auditDetailFactKeys } from './audit-detail.texts'

/** One row of each kind of detail, as the server records them. */
const samples: Record<AuditDetailKind, [string, Record<string, unknown>][]> = {
  refusedCall: [['access.refused', { status: 403, code: 'ROLE_NOT_ALLOWED', routes: ['GET /api/a'] }]],
  signInRefusal: signInRefusalReasons.flatMap((reason) => [
    ['auth.login_failed', { reason }] as [string, Record<string, unknown>],
    ['auth.second_factor_refused', { reason }] as [string, Record<string, unknown>],
  ]),
  document: [
    // The NIB is named by its Indonesian name in both languages.
    ...companyDocumentKinds
      .filter((kind) => kind !== 'NIB')
      .map(
        (kind) => ['operator.document.read', { kind, name: 'akta.pdf' }] as [string, Record<string, unknown>],
      ),
    ['operator.document.read', { kind: 'IDENTITY' }],
  ],
  facts: auditDetailFactKeys.map((key) => ['tenant.updated', { [key]: true }]),
}

afterEach(() => setLanguage('en', { isChoice: false }))

describe("an audit row's detail line", () => {
  it('is the contract’s English line in English, as the server and the CSV write it', () => {
    for (const [action, detail] of Object.values(samples).flat())
      expect(auditDetailLine(action, detail)).toBe(describeAuditDetail(action, detail))
  })

  it('has Indonesian for every kind of detail, every refusal reason, document and fact', () => {
    setLanguage('id', { isChoice: false })
    const english = Object.values(samples)
      .flat()
      .filter(([action, detail]) => auditDetailLine(action, detail) === describeAuditDetail(action, detail))
    expect(english).toEqual([])
    // A fact's name is Indonesian too, save the words both languages share.
    const sameInBoth = new Set(['email', 'label', 'status', 'endpoint'])
    const namesLeftInEnglish = auditDetailFactKeys.filter(
      (key) =>
        !sameInBoth.has(key) &&
        auditDetailLine('tenant.updated', { [key]: 'x' }) === `${auditDetailKeyLabel(key)}: x`,
    )
    expect(namesLeftInEnglish).toEqual([])
  })

  it('writes each part the Indonesian way and keeps what was recorded as it was', () => {
    setLanguage('id', { isChoice: false })
    expect(
      auditDetailLine('access.refused', {
        status: 403,
        code: 'ROLE_NOT_ALLOWED',
        routes: ['GET /api/a', 'PUT /api/b'],
      }),
    ).toBe('403 ROLE_NOT_ALLOWED pada GET /api/a, PUT /api/b')
    expect(auditDetailLine('auth.login_failed', { reason: 'WRONG_PASSWORD' })).toBe('kata sandi salah')
    expect(auditDetailLine('operator.document.read', { kind: 'DEED', name: 'akta.pdf' })).toBe(
      'Akta pendirian (akta.pdf)',
    )
    expect(auditDetailLine('operator.document.read', { kind: 'IDENTITY' })).toBe('Dokumen identitas')
    expect(
      auditDetailLine('tenant.api_key_rotated', {
        previous_last_four: null,
        last_four: 'ab12',
        is_secret_replaced: true,
        ip: '10.0.0.1',
      }),
    ).toBe('Empat karakter terakhir: ab12; Rahasia diganti: ya')
    // A fact named by a later version reads as the English line names it.
    expect(auditDetailLine('tenant.updated', { new_fact: 2 })).toBe('New fact: 2')
  })
})
