import { useSearchParams } from 'react-router'
import { MyAccountTabs } from '../../../components/layout/my-account-tabs'
import { downloadAuditLog } from '../../../features/audit/api/download-audit-log'
import { useAuditPeople } from '../../../features/audit/api/list-audit-people'
import { useCompanyAuditLog } from '../../../features/audit/api/list-audit-log'
import { AuditLogScreen } from '../../../features/audit/components/audit-log-screen'
import { auditLogTexts } from '../../../features/audit/audit-log.texts'
import { useT } from '../../../lib/i18n/i18n'
import {
  auditFiltersOf,
  auditPageSize,
  readAuditFilters,
  withAuditParam,
} from '../../../features/audit/components/audit-params'

/** The company's audit trail, for its owner (docs/decisions/0061-audit-trail.md). */
export function AuditLogRoute() {
  const t = useT(auditLogTexts)
  const [searchParams, setSearchParams] = useSearchParams()
  const filters = { ...readAuditFilters(searchParams), tenant_id: null }
  const { tenant_id: _everyCompany, ...query } = auditFiltersOf(filters)
  const list = useCompanyAuditLog({ ...query, page: filters.page, limit: auditPageSize })
  const people = useAuditPeople()
  return (
    <AuditLogScreen
      header={<MyAccountTabs />}
      title={t('title')}
      description={t('description')}
      list={list}
      isCompanyShown={false}
      filters={filters}
      people={(people.data?.data ?? []).map((person) => ({ value: person.id, label: person.full_name }))}
      onChange={(name, value) =>
        setSearchParams(withAuditParam(searchParams, name, value), { replace: true })
      }
      onClear={() => setSearchParams(new URLSearchParams(), { replace: true })}
      onExport={() => downloadAuditLog('company', query)}
    />
  )
}

export default AuditLogRoute
