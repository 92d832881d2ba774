import { Text } from '@mantine/core'
import { useSearchParams } from 'react-router'
import { downloadAuditLog } from '../../../features/audit/api/download-audit-log'
import { useAuditCompanies } from '../../../features/audit/api/list-audit-companies'
import { useOperatorAuditLog } from '../../../features/audit/api/list-operator-audit-log'
import { AuditLogScreen } from '../../../features/audit/components/audit-log-screen'
import {
  auditFiltersOf,
  auditPageSize,
  readAuditFilters,
  withAuditParam,
} from '../../../features/audit/components/audit-params'
import { auditLogTexts } from '../../../features/audit/audit-log.texts'
import { useT } from '../../../lib/i18n/i18n'

/** Every company's audit trail, and the refusals that name no company, for the operators. */
export function OperatorAuditLogRoute() {
  const t = useT(auditLogTexts)
  const [searchParams, setSearchParams] = useSearchParams()
  const filters = { ...readAuditFilters(searchParams), user_id: null }
  const query = auditFiltersOf(filters)
  const list = useOperatorAuditLog({ ...query, page: filters.page, limit: auditPageSize })
  const companies = useAuditCompanies()
  return (
    <AuditLogScreen
      header={
        <Text size="sm" c="dimmed" fw={600} tt="uppercase">
          {t('operatorConsole')}
        </Text>
      }
      title={t('operatorTitle')}
      description={t('operatorDescription')}
      list={list}
      isCompanyShown
      filters={filters}
      companies={(companies.data?.data ?? []).map((company) => ({
        value: company.id,
        label: company.legal_name,
      }))}
      onChange={(name, value) =>
        setSearchParams(withAuditParam(searchParams, name, value), { replace: true })
      }
      onClear={() => setSearchParams(new URLSearchParams(), { replace: true })}
      onExport={() => downloadAuditLog('operator', query)}
    />
  )
}

export default OperatorAuditLogRoute
