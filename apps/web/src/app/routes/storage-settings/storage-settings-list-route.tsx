import 'mantine-datatable/styles.css'
import { useSearchParams } from 'react-router'
import { ListScreenFrame, ListSearchInput, useListSearch } from '../../../components/list-table'
import { useStorageSettings } from '../../../features/storage-settings/api/list-storage-settings'
import { StorageSettingsTable } from '../../../features/storage-settings/components/storage-settings-table'
import { useUserTypeOfPath } from '../../../lib/user-type-of-path'
import { storageSettingsTexts } from '../../../features/storage-settings/storage-settings.texts'
import { useT } from '../../../lib/i18n/i18n'

const pageSize = 10

/** Storage settings of the side in the path; search and page live in the address. */
export function StorageSettingsListRoute() {
  const t = useT(storageSettingsTexts)
  const userType = useUserTypeOfPath()
  const [searchParams, setSearchParams] = useSearchParams()
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1)
  const search = searchParams.get('search') ?? ''
  const update = (nextSearch: string, nextPage: number) => {
    const params = new URLSearchParams()
    if (nextSearch) params.set('search', nextSearch)
    if (nextPage > 1) params.set('page', String(nextPage))
    setSearchParams(params, { replace: true })
  }
  const searchBox = useListSearch(search, (text) => update(text, 1))
  const settings = useStorageSettings(userType, { page, limit: pageSize, search: search || undefined })
  const base = `/${userType}/settings/storage`

  return (
    <ListScreenFrame
      title={t('title')}
      description={t('description')}
      addLabel={t('add')}
      addTo={`${base}/add`}
      toolbar={<ListSearchInput placeholder={t('name')} box={searchBox} />}
      query={settings}
    >
      <StorageSettingsTable
        records={settings.data?.data ?? []}
        totalRecords={settings.data?.total_data ?? 0}
        page={page}
        pageSize={pageSize}
        isLoading={settings.isFetching}
        isFiltered={Boolean(search)}
        onPageChange={(nextPage) => update(search, nextPage)}
        hrefOf={(setting) => `${base}/${setting.id}`}
      />
    </ListScreenFrame>
  )
}
