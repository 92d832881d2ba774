import { useSearchParams } from 'react-router'
import { enumOptionsOf } from '@lumbung/contract'
import { useOperatorTenants } from '../api/list-operator-tenants'
import { ListFrame } from '../components/list-frame'
import { ListToolbar } from '../components/list-toolbar'
import { tenantListParamsOf, withFilter } from '../components/operator-list-params'
import { TenantsTable } from '../components/tenants-table'

const statusOptions = enumOptionsOf('tenantVerificationStatus')

/** Every tenant, companies waiting for review first. */
export function OperatorTenantsRoute() {
  const [searchParams, setSearchParams] = useSearchParams()
  const query = tenantListParamsOf(searchParams)
  const tenants = useOperatorTenants(query)
  const change = (name: string, value: string | null) =>
    setSearchParams(withFilter(searchParams, name, value))

  return (
    <ListFrame
      title="Tenants"
      description="Every company on the platform. Companies waiting for verification come first."
      toolbar={
        <ListToolbar
          search={query.search ?? ''}
          searchLabel="Search companies"
          filters={[
            {
              name: 'verification_status',
              label: 'Verification status',
              value: query.verification_status ?? null,
              options: statusOptions,
            },
          ]}
          onChange={change}
        />
      }
      isLoading={tenants.isPending}
      error={tenants.error}
      total={tenants.data?.total_data}
      page={query.page}
      onPage={(page) => change('page', String(page))}
      emptyText="No tenant matches these filters."
    >
      <TenantsTable tenants={tenants.data?.data ?? []} />
    </ListFrame>
  )
}

export default OperatorTenantsRoute
