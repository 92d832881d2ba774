import { useSearchParams } from 'react-router'
import { recommendationStatuses } from '@lumbung/contract'
import { useDataNeeds } from '../api/list-data-needs'
import { DataNeedsTable } from '../components/data-needs-table'
import { dataNeedListParamsOf, statusLabel } from '../components/data-need-view'
import { ListFrame } from '../components/list-frame'
import { ListToolbar } from '../components/list-toolbar'
import { withFilter } from '../components/operator-list-params'

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
      isLoading={dataNeeds.isPending}
      error={dataNeeds.error}
      total={dataNeeds.data?.total_data}
      page={query.page}
      onPage={(page) => change('page', String(page))}
      emptyText={
        query.search || query.status
          ? 'No data-need request matches these filters.'
          : 'No data-need requests yet. They appear here as consumers send them.'
      }
    >
      <DataNeedsTable items={dataNeeds.data?.data ?? []} />
    </ListFrame>
  )
}

export default OperatorDataNeedsRoute
