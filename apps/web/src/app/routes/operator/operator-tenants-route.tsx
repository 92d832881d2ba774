import { useSearchParams } from 'react-router'
import { useOperatorTenants } from '../../../features/operator/api/list-operator-tenants'
import { ListFrame } from '../../../features/operator/components/list-frame'
import { ListToolbar } from '../../../features/operator/components/list-toolbar'
import { tenantListParamsOf, withFilter } from '../../../features/operator/components/operator-list-params'
import { TenantsTable } from '../../../features/operator/components/tenants-table'
import { useOperatorLabels } from '../../../features/operator/components/operator-labels'
import { operatorTenantTexts } from '../../../features/operator/operator-tenants.texts'
import { useT } from '../../../lib/i18n/i18n'

/** Every tenant, companies waiting for review first. */
export function OperatorTenantsRoute() {
  const t = useT(operatorTenantTexts)
  const labels = useOperatorLabels()
  const [searchParams, setSearchParams] = useSearchParams()
  const query = tenantListParamsOf(searchParams)
  const tenants = useOperatorTenants(query)
  const change = (name: string, value: string | null) =>
    setSearchParams(withFilter(searchParams, name, value))

  return (
    <ListFrame
      title={t('tenantsTitle')}
      description={t('tenantsDescription')}
      toolbar={
        <ListToolbar
          search={query.search ?? ''}
          searchLabel={t('searchCompanies')}
          filters={[
            {
              name: 'verification_status',
              label: t('verificationStatus'),
              value: query.verification_status ?? null,
              options: labels.options('tenantVerificationStatus'),
            },
          ]}
          onChange={change}
        />
      }
      error={tenants.error}
    >
      <TenantsTable
        records={tenants.data?.data ?? []}
        totalRecords={tenants.data?.total_data ?? 0}
        page={query.page}
        pageSize={query.limit}
        isLoading={tenants.isFetching}
        isFiltered={Boolean(query.search || query.verification_status)}
        onPageChange={(page) => change('page', String(page))}
        hrefOf={(tenant) => `/operator/tenants/${tenant.id}`}
      />
    </ListFrame>
  )
}

export default OperatorTenantsRoute
