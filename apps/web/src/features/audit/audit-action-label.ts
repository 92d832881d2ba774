import type { AuditAction } from '@lumbung/contract'
import { translateIn } from '../../lib/i18n/i18n'
import { auditActionTexts } from './audit-actions.texts'

/** An event's words in the page's language; a code from an older version is shown as it is. */
export function auditActionLabel(action: string): string {
  return action in auditActionTexts.en ? translateIn(auditActionTexts, action as AuditAction) : action
}
