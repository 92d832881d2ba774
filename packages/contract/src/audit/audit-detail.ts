import { companyDocumentKindLabels, type CompanyDocumentKind } from '../tenant/tenant.schemas'
import { signInRefusalReasonLabels, type SignInRefusalReason } from './audit-actions'
import { auditMessages } from './audit.messages'

export type AuditDetailValue = string | number | boolean | null | readonly string[]

/** Facts the trail shows elsewhere (columns of their own) or that say nothing to a reader. */
const hiddenKeys = new Set(['ip', 'user_agent'])

const keyLabel = (key: string) => {
  const words = key.replaceAll('_', ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** How the English line writes a yes-or-no fact. */
export const auditDetailWords = { yes: 'yes', no: 'no' } as const

function valueText(value: AuditDetailValue): string {
  if (value === null) return '—'
  if (typeof value === 'boolean') return value ? auditDetailWords.yes : auditDetailWords.no
  if (Array.isArray(value)) return value.join(', ')
  return String(value)
}

/**
 * An event's facts, taken apart for writing in either language: a refused call's status, code and
 * routes; why a sign-in was refused; the document an operator opened; else the facts by name.
 */
export type AuditDetailParts =
  | { kind: 'refusedCall'; status: string; routes: string }
  | { kind: 'signInRefusal'; reason: SignInRefusalReason }
  | { kind: 'document'; document: string; name: string | null }
  | { kind: 'facts'; facts: { key: string; value: AuditDetailValue }[] }

export type AuditDetailKind = AuditDetailParts['kind']

export function auditDetailParts(
  action: string,
  detail: Readonly<Record<string, unknown>>,
): AuditDetailParts {
  const facts = detail as Record<string, AuditDetailValue | undefined>
  if (action === 'access.refused') {
    const routes = Array.isArray(facts.routes) ? facts.routes.join(', ') : ''
    return { kind: 'refusedCall', status: [facts.status, facts.code].filter(Boolean).join(' '), routes }
  }
  if (action === 'auth.login_failed' || action === 'auth.second_factor_refused') {
    const reason = facts.reason as SignInRefusalReason
    if (Object.hasOwn(signInRefusalReasonLabels, String(reason))) return { kind: 'signInRefusal', reason }
  }
  if (action === 'operator.document.read' && typeof facts.kind === 'string') {
    return {
      kind: 'document',
      document: facts.kind,
      name: typeof facts.name === 'string' ? facts.name : null,
    }
  }
  return {
    kind: 'facts',
    facts: Object.entries(facts)
      .filter(([key, value]) => !hiddenKeys.has(key) && value !== undefined && typeof value !== 'object')
      .concat(Object.entries(facts).filter(([, value]) => Array.isArray(value)))
      .map(([key, value]) => ({ key, value: value as AuditDetailValue })),
  }
}

/** A fact's name as the English line writes it: `last_four` → "Last four". */
export function auditDetailKeyLabel(key: string): string {
  return keyLabel(key)
}

/**
 * An event's facts in one line for the screen and the CSV: "403 ROLE_NOT_ALLOWED on GET /api/…", "wrong
 * password", "Deed of establishment (akta.pdf)". Anything else is shown as "Name: value" pairs. The
 * server and the API speak this English; the web writes the same parts in the page's language.
 */
export function describeAuditDetail(action: string, detail: Readonly<Record<string, unknown>>): string {
  const parts = auditDetailParts(action, detail)
  switch (parts.kind) {
    case 'refusedCall':
      return parts.status + (parts.routes ? ` on ${parts.routes}` : '')
    case 'signInRefusal':
      return signInRefusalReasonLabels[parts.reason]
    case 'document': {
      const kind =
        parts.document === 'IDENTITY'
          ? auditMessages.identityDocument
          : (companyDocumentKindLabels[parts.document as CompanyDocumentKind] ?? parts.document)
      return parts.name === null ? kind : `${kind} (${parts.name})`
    }
    case 'facts':
      return parts.facts.map(({ key, value }) => `${keyLabel(key)}: ${valueText(value)}`).join('; ')
  }
}
