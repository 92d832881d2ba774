import { companyDocumentKindLabels, type CompanyDocumentKind } from '../tenant/tenant.schemas'
import { signInRefusalReasonLabels, type SignInRefusalReason } from './audit-actions'
import { auditMessages } from './audit.messages'

type DetailValue = string | number | boolean | null | readonly string[]

/** Facts the trail shows elsewhere (columns of their own) or that say nothing to a reader. */
const hiddenKeys = new Set(['ip', 'user_agent'])

const keyLabel = (key: string) => {
  const words = key.replaceAll('_', ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

function valueText(value: DetailValue): string {
  if (value === null) return '—'
  if (typeof value === 'boolean') return value ? 'yes' : 'no'
  if (Array.isArray(value)) return value.join(', ')
  return String(value)
}

/**
 * An event's facts in one line for the screen and the CSV: "403 ROLE_NOT_ALLOWED on GET /api/…", "wrong
 * password", "Deed of establishment (akta.pdf)". Anything else is shown as "Name: value" pairs.
 */
export function describeAuditDetail(action: string, detail: Readonly<Record<string, unknown>>): string {
  const facts = detail as Record<string, DetailValue | undefined>
  if (action === 'access.refused') {
    const routes = Array.isArray(facts.routes) ? facts.routes.join(', ') : ''
    return [facts.status, facts.code].filter(Boolean).join(' ') + (routes ? ` on ${routes}` : '')
  }
  if (action === 'auth.login_failed' || action === 'auth.second_factor_refused') {
    const reason = signInRefusalReasonLabels[facts.reason as SignInRefusalReason]
    if (reason) return reason
  }
  if (action === 'operator.document.read' && typeof facts.kind === 'string') {
    const kind =
      facts.kind === 'IDENTITY'
        ? auditMessages.identityDocument
        : (companyDocumentKindLabels[facts.kind as CompanyDocumentKind] ?? facts.kind)
    return typeof facts.name === 'string' ? `${kind} (${facts.name})` : kind
  }
  return Object.entries(facts)
    .filter(([key, value]) => !hiddenKeys.has(key) && value !== undefined && typeof value !== 'object')
    .concat(Object.entries(facts).filter(([, value]) => Array.isArray(value)))
    .map(([key, value]) => `${keyLabel(key)}: ${valueText(value as DetailValue)}`)
    .join('; ')
}
