import {
  auditDetailKeyLabel,
  auditDetailParts,
  describeAuditDetail,
  type AuditDetailValue,
} from '@lumbung/contract'
import { currentLanguage, translateIn } from '../../lib/i18n/i18n'
import { labelOf } from '../../lib/i18n/enum-labels'
import { auditDetailFactTexts, auditDetailTexts, type AuditDetailFactKey } from './audit-detail.texts'

function factName(key: string): string {
  return Object.hasOwn(auditDetailFactTexts.en, key)
    ? translateIn(auditDetailFactTexts, key as AuditDetailFactKey)
    : auditDetailKeyLabel(key)
}

function factValue(value: AuditDetailValue): string {
  if (value === null) return '—'
  if (typeof value === 'boolean') return translateIn(auditDetailTexts, value ? 'yes' : 'no')
  if (Array.isArray(value)) return value.join(', ')
  return String(value)
}

/**
 * An audit row's detail line in the page's language. English is the contract's line, as the server's
 * CSV and API write it; other languages build it from the same parts with their own words. Codes,
 * routes, names and other recorded values are shown as they were recorded.
 */
export function auditDetailLine(action: string, detail: Readonly<Record<string, unknown>>): string {
  if (currentLanguage() === 'en') return describeAuditDetail(action, detail)
  const parts = auditDetailParts(action, detail)
  switch (parts.kind) {
    case 'refusedCall':
      return parts.routes
        ? translateIn(auditDetailTexts, 'refusedCallOn', { status: parts.status, routes: parts.routes })
        : parts.status
    case 'signInRefusal':
      return translateIn(auditDetailTexts, `reason${parts.reason}`)
    case 'document': {
      const kind =
        parts.document === 'IDENTITY'
          ? translateIn(auditDetailTexts, 'identityDocument')
          : labelOf('companyDocumentKind', parts.document)
      return parts.name === null ? kind : `${kind} (${parts.name})`
    }
    case 'facts':
      return parts.facts.map(({ key, value }) => `${factName(key)}: ${factValue(value)}`).join('; ')
  }
}
