import { useSearchParams } from 'react-router'
import { recommendationStatuses } from '@lumbung/contract'
import { useDataNeeds } from '../../../features/operator/api/list-data-needs'
import { DataNeedsTable } from '../../../features/operator/components/data-needs-table'
import { dataNeedListParamsOf, statusLabel } from '../../../features/operator/components/data-need-view'
import { ListFrame } from '../../../features/operator/components/list-frame'
import { ListToolbar } from '../../../features/operator/components/list-toolbar'
import { withFilter } from '../../../features/operator/components/operator-list-params'
import { operatorDataNeedTexts } from '../../../features/operator/operator-data-needs.texts'
import { operatorLabelTexts } from '../../../features/operator/operator-labels.texts'
import { useT } from '../../../lib/i18n/i18n'

/** Every company's data-need requests, the ones waiting for triage first. */
export function OperatorDataNeedsRoute() {
  const t = useT(operatorDataNeedTexts)
  const tLabel = useT(operatorLabelTexts)
  const statusOptions = recommendationStatuses.map((status) => ({
    value: status,
    label: statusLabel(status),
  }))
  const [searchParams, setSearchParams] = useSearchParams()
  const query = dataNeedListParamsOf(searchParams)
  const dataNeeds = useDataNeeds(query)
  const change = (name: string, value: string | null) =>
    setSearchParams(withFilter(searchParams, name, value))

  return (
    <ListFrame
      title={t('title')}
      description={t('description')}
      toolbar={
        <ListToolbar
          search={query.search ?? ''}
          searchLabel={t('search')}
          filters={[
            { name: 'status', label: tLabel('status'), value: query.status ?? null, options: statusOptions },
          ]}
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
