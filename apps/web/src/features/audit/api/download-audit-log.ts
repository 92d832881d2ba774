import { auditRoutes, type AuditLogFilters, type OperatorAuditLogFilters } from '@lumbung/contract'
import { downloadApiFile } from '../../../lib/api-download'

const today = () => new Date(Date.now() + 7 * 60 * 60 * 1000).toISOString().slice(0, 10)

/** The trail with the screen's filters as CSV: the company's, or every company's for the operators. */
export function downloadAuditLog(
  scope: 'company' | 'operator',
  filters: AuditLogFilters | OperatorAuditLogFilters,
) {
  const route = scope === 'company' ? auditRoutes.tenantExport : auditRoutes.operatorExport
  return downloadApiFile(route.url, filters, `audit-log-${today()}.csv`)
}
