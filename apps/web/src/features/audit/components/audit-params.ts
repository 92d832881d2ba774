import {
  auditActions,
  auditOutcomes,
  type AuditAction,
  type AuditOutcome,
  type OperatorAuditLogQuery,
} from '@lumbung/contract'

export const auditPageSize = 20

export interface AuditScreenFilters {
  page: number
  action: AuditAction | null
  user_id: string | null
  outcome: AuditOutcome | null
  from: string | null
  to: string | null
  tenant_id: string | null
}

const dayPattern = /^\d{4}-\d{2}-\d{2}$/
const idPattern = /^[0-9a-f-]{36}$/i

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null
const matching = (pattern: RegExp, value: string | null) => (value && pattern.test(value) ? value : null)

/** The filters as the address holds them, so a filtered trail can be linked and reloaded; nonsense is dropped. */
export function readAuditFilters(params: URLSearchParams): AuditScreenFilters {
  const page = Number(params.get('page'))
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    action: oneOf(auditActions, params.get('action')),
    user_id: matching(idPattern, params.get('user_id')),
    outcome: oneOf(auditOutcomes, params.get('outcome')),
    from: matching(dayPattern, params.get('from')),
    to: matching(dayPattern, params.get('to')),
    tenant_id: matching(idPattern, params.get('tenant_id')),
  }
}

/** What the API is asked: the set filters only, without the page. */
export function auditFiltersOf(filters: AuditScreenFilters): Omit<OperatorAuditLogQuery, 'page' | 'limit'> {
  const { page: _page, ...rest } = filters
  return Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== null))
}

export function isAuditFiltered(filters: AuditScreenFilters): boolean {
  return Object.keys(auditFiltersOf(filters)).length > 0
}

/** The address after one filter changes: back to the first page, unless the page itself changed. */
export function withAuditParam(params: URLSearchParams, name: string, value: string | null): URLSearchParams {
  const next = new URLSearchParams(params)
  if (value === null || value === '') next.delete(name)
  else next.set(name, value)
  if (name !== 'page') next.delete('page')
  return next
}
