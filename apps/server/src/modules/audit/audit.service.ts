import { Readable } from 'node:stream'
import {
  auditActionLabel,
  auditColumnLabels,
  auditErrorCodes,
  auditErrorMessages,
  auditMessages,
  auditOutcomeLabels,
  csvLine,
  describeAuditDetail,
  formatDateTime,
  type AuditLogEntry,
  type auditLogFilters,
  type operatorAuditLogFilters,
} from '@lumbung/contract'
import type { z } from 'zod'
import type { Actor } from '../../lib/access'
import type { Audit } from '../../lib/audit'
import { AppError } from '../../lib/errors'
import type { AuditFilter, AuditRepository, AuditRow } from './audit.repository'

type Filters = z.infer<typeof auditLogFilters>
type OperatorFilters = z.infer<typeof operatorAuditLogFilters>
type Paged<T> = T & { page: number; limit: number }

/** The first instant of a Jakarta calendar day `YYYY-MM-DD`, or of the day `plusDays` after it. */
const startOfDay = (day: string, plusDays = 0) =>
  new Date(new Date(`${day}T00:00:00+07:00`).getTime() + plusDays * 24 * 60 * 60 * 1000)

const detailOf = (row: AuditRow): AuditLogEntry['detail'] => {
  const facts: AuditLogEntry['detail'] = {}
  for (const [key, value] of Object.entries(row.detail ?? {})) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
      facts[key] = value as string | number | boolean | null
    } else if (Array.isArray(value)) facts[key] = value.map(String)
  }
  return facts
}

export const entryOf = (row: AuditRow): AuditLogEntry => ({
  id: row.id,
  action: row.action,
  outcome: row.outcome,
  tenant_id: row.tenantId,
  tenant_name: row.tenantName,
  actor_user_id: row.actorUserId,
  actor_name: row.actorName,
  target_type: row.targetType,
  target_id: row.targetId,
  target_name: row.targetName,
  detail: detailOf(row),
  ip_address: row.ipAddress,
  user_agent: row.userAgent,
  count: row.eventCount,
  created_date: row.createdAt.toISOString(),
  last_date: row.lastSeenAt.toISOString(),
})

const csvHeader = [
  auditColumnLabels.when,
  auditColumnLabels.lastWhen,
  auditColumnLabels.company,
  auditColumnLabels.who,
  auditColumnLabels.action,
  auditColumnLabels.outcome,
  auditColumnLabels.count,
  auditColumnLabels.target,
  auditColumnLabels.detail,
  auditColumnLabels.ip,
  auditColumnLabels.userAgent,
]

/** A row as the CSV gives it; every cell goes through the shared escape against spreadsheet formulas. */
function csvRowOf(row: AuditRow): string {
  return csvLine([
    formatDateTime(row.createdAt),
    formatDateTime(row.lastSeenAt),
    row.tenantName ?? auditMessages.noCompany,
    row.actorName ?? auditMessages.someone,
    auditActionLabel(row.action),
    auditOutcomeLabels[row.outcome],
    String(row.eventCount),
    row.targetName ?? row.targetId ?? '',
    describeAuditDetail(row.action, row.detail ?? {}),
    row.ipAddress ?? '',
    row.userAgent ?? '',
  ])
}

const jakartaDay = (at: Date) => new Date(at.getTime() + 7 * 60 * 60 * 1000).toISOString().slice(0, 10)

export type AuditService = ReturnType<typeof createAuditService>

/**
 * The audit trail's reading side (docs/decisions/0061-audit-trail.md): a company's owner reads the
 * company's trail, operators read every company's; both filter it and export it as CSV.
 */
export function createAuditService({
  repository,
  audit,
  now = () => new Date(),
}: {
  repository: AuditRepository
  audit: Pick<Audit, 'count'>
  now?: () => Date
}) {
  function filterOf(tenantId: string | null, filters: Filters): AuditFilter {
    if (filters.from && filters.to && filters.from > filters.to) {
      throw new AppError(auditErrorCodes.rangeInvalid, 400, auditErrorMessages.rangeInvalid, {
        from: auditErrorMessages.rangeInvalid,
      })
    }
    return {
      tenantId,
      action: filters.action,
      outcome: filters.outcome,
      userId: filters.user_id,
      from: filters.from ? startOfDay(filters.from) : undefined,
      to: filters.to ? startOfDay(filters.to, 1) : undefined,
    }
  }

  async function list(filter: AuditFilter, page: number, limit: number) {
    const [rows, total] = await Promise.all([
      repository.page(filter, limit, (page - 1) * limit),
      repository.count(filter),
    ])
    return { data: rows.map(entryOf), total_data: total }
  }

  function exportOf(filter: AuditFilter, name: string) {
    async function* lines() {
      yield csvLine(csvHeader)
      for await (const rows of repository.all(filter)) yield rows.map(csvRowOf).join('')
    }
    return { filename: `audit-log-${name}-${jakartaDay(now())}.csv`, stream: Readable.from(lines()) }
  }

  const operatorFilterOf = (filters: OperatorFilters) => filterOf(filters.tenant_id ?? null, filters)

  return {
    tenantList: (actor: Actor, query: Paged<Filters>) =>
      list(filterOf(actor.tenantId, query), query.page, query.limit),
    tenantExport: (actor: Actor, filters: Filters) => exportOf(filterOf(actor.tenantId, filters), 'company'),
    async tenantPeople(actor: Actor) {
      const rows = await repository.people(actor.tenantId)
      return { data: rows.map((row) => ({ id: row.id, full_name: row.fullName })), total_data: rows.length }
    },
    operatorList: (_actor: Actor, query: Paged<OperatorFilters>) =>
      list(operatorFilterOf(query), query.page, query.limit),
    operatorExport: (_actor: Actor, filters: OperatorFilters) =>
      exportOf(operatorFilterOf(filters), filters.tenant_id ? 'company' : 'all'),

    /**
     * An operator opened a stored file of another company: a registration document (NIB, NPWP, deed)
     * or a person's identity document. It goes into that company's trail.
     */
    async recordOperatorFileRead(actor: Actor, key: string): Promise<void> {
      if (!actor.isOperator) return
      const companyDocument = /^tenants\/([0-9a-f-]{36})\/documents\//.exec(key)
      const identity = /^users\/([0-9a-f-]{36})\/identity\//.exec(key)
      if (companyDocument) {
        const tenantId = companyDocument[1]!
        if (tenantId === actor.tenantId) return
        const document = await repository.documentOf(tenantId, key)
        await audit.count(
          {
            action: 'operator.document.read',
            tenantId,
            actorUserId: actor.userId,
            targetType: 'tenant_document',
            targetId: document?.id ?? null,
            detail: document ? { kind: document.kind, name: document.name } : {},
          },
          { by: [key] },
        )
      } else if (identity) {
        const userId = identity[1]!
        const tenantId = await repository.tenantOfUser(userId)
        if (!tenantId || tenantId === actor.tenantId) return
        await audit.count(
          {
            action: 'operator.document.read',
            tenantId,
            actorUserId: actor.userId,
            targetType: 'user',
            targetId: userId,
            detail: { kind: 'IDENTITY' },
          },
          { by: [key] },
        )
      }
    },
  }
}
