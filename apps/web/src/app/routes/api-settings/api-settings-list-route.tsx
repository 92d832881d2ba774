import 'mantine-datatable/styles.css'
import { Group } from '@mantine/core'
import { useSearchParams } from 'react-router'
import {
  apiSettingStatusList,
  apiSettingStatuses,
  enumValueOrNull,
  type ApiSettingStatus,
} from '@lumbung/contract'
import { ListScreenFrame, ListSearchInput, StatusFilter, useListSearch } from '../../../components/list-table'
import { useApiSettings } from '../../../features/api-settings/api/list-api-settings'
import { ApiSettingsTable } from '../../../features/api-settings/components/api-settings-table'
import { DemoUpstreamCard } from '../../../features/api-settings/components/demo-upstream-card'
import { apiSettingsTexts } from '../../../features/api-settings/api-settings.texts'
import { useT } from '../../../lib/i18n/i18n'
import { enumOptionsFrom } from '../../../lib/i18n/enum-labels'

const pageSize = 10
const statusOptions = () => enumOptionsFrom('apiSettingStatus', apiSettingStatusList)

/** The search, status and page live in the address, so Back and a shared link show the same list. */
function useListState() {
  const [searchParams, setSearchParams] = useSearchParams()
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1)
  const statusParam = searchParams.get('status')
  const status = enumValueOrNull(apiSettingStatuses, statusParam)
  const search = searchParams.get('search') ?? ''
  const update = (next: { search: string; status: ApiSettingStatus | null }, nextPage: number) => {
    const params = new URLSearchParams()
    if (next.search) params.set('search', next.search)
    if (next.status) params.set('status', next.status)
    if (nextPage > 1) params.set('page', String(nextPage))
    setSearchParams(params, { replace: true })
  }
  return { page, search, status, update }
}

export function ApiSettingsListRoute() {
  const t = useT(apiSettingsTexts)
  const { page, search, status, update } = useListState()
  const searchBox = useListSearch(search, (text) => update({ search: text, status }, 1))
  const settings = useApiSettings({
    page,
    limit: pageSize,
    search: search || undefined,
    status: status ?? undefined,
  })

  return (
    <ListScreenFrame
      title={t('listTitle')}
      description={t('listDescription')}
      addLabel={t('addTitle')}
      addTo="/provider/settings/api/add"
      toolbar={
        <Group gap="sm" align="flex-end" wrap="wrap">
          <ListSearchInput placeholder={t('searchPlaceholder')} box={searchBox} />
          <StatusFilter
            data={statusOptions()}
            value={status}
            onChange={(next) => update({ search, status: next }, 1)}
          />
        </Group>
      }
      query={settings}
      aside={<DemoUpstreamCard />}
    >
      <ApiSettingsTable
        records={settings.data?.data ?? []}
        totalRecords={settings.data?.total_data ?? 0}
        page={page}
        pageSize={pageSize}
        isLoading={settings.isFetching}
        isFiltered={Boolean(search || status)}
        onPageChange={(nextPage) => update({ search, status }, nextPage)}
        hrefOf={(setting) => `/provider/settings/api/${setting.id}`}
      />
    </ListScreenFrame>
  )
}
