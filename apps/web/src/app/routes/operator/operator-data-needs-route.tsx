import { useSearchParams } from 'react-router'
import { recommendationStatuses } from '@lumbung/contract'
import { useDataNeeds } from '../../../features/operator/api/list-data-needs'
import { DataNeedsTable } from '../../../features/operator/components/data-needs-table'
import { dataNeedListParamsOf, statusLabel } from '../../../features/operator/components/data-need-view'
import { ListFrame } from '../../../features/operator/components/list-frame'
import { ListToolbar } from '../../../features/operator/components/list-toolbar'
import { withFilter } from '../../../features/operator/components/operator-list-params'

const statusOptions = recommendationStatuses.map((status) => ({ value: status, label: statusLabel(status) }))

/** Every company's data-need requests, the ones waiting for triage first. */
export function OperatorDataNeedsRoute() {
  const [searchParams, setSearchParams] = useSearchParams()
  const query = dataNeedListParamsOf(searchParams)
  const dataNeeds = useDataNeeds(query)
  const change = (name: string, value: string | null) =>
    setSearchParams(withFilter(searchParams, name, value))

  return (
    <ListFrame
      title="Data-need requests"
      description="Data consumers asked for and could not find. Open ones come first; in review, they stay on the providers' board."
      toolbar={
        <ListToolbar
          search={query.search ?? ''}
          searchLabel="Search data needed, purpose or company"
          filters={[{ name: 'status', label: 'Status', value: query.status ?? null, options: statusOptions }]}
          onChange={change}
        />
      }
      error={dataNeeds.error}
    >
      <DataNeedsTable
        records={dataNeeds.data?.data ?? []}
        totalRecords={dataNeeds.data?.total_data ?? 0}
        page={query.page}
        pageSize={query.limit}
        isLoading={dataNeeds.isFetching}
        isFiltered={Boolean(query.search || query.status)}
        onPageChange={(page) => change('page', String(page))}
        hrefOf={(item) => `/operator/data-needs/${item.id}`}
      />
    </ListFrame>
  )
}

export default OperatorDataNeedsRoute
