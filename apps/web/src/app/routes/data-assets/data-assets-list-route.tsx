import 'mantine-datatable/styles.css'
import { Group } from '@mantine/core'
import { useSearchParams } from 'react-router'
import { type DataAssetStatus, dataAssetStatuses, enumValueOrNull } from '@lumbung/contract'
import { confirm, toast } from '../../../components/feedback'
import { ListScreenFrame, ListSearchInput, StatusFilter, useListSearch } from '../../../components/list-table'
import { useDeleteDataAsset } from '../../../features/data-assets/api/delete-data-asset'
import { useDataAssets } from '../../../features/data-assets/api/list-data-assets'
import { DataAssetDetailDrawer } from '../../../features/data-assets/components/data-asset-detail-drawer'
import { DataAssetsTable } from '../../../features/data-assets/components/data-assets-table'
import { useUserTypeOfPath } from '../../../lib/user-type-of-path'
import { dataAssetsTexts } from '../../../features/data-assets/data-assets.texts'
import { useT } from '../../../lib/i18n/i18n'
import { enumOptionsOf } from '../../../lib/i18n/enum-labels'

const pageSize = 10
const statusOptions = () => enumOptionsOf('dataAssetStatus')

/** Data assets of the side in the path. Search, status, page and the open asset live in the address. */
export function DataAssetsListRoute() {
  const t = useT(dataAssetsTexts)
  const userType = useUserTypeOfPath()
  const [searchParams, setSearchParams] = useSearchParams()
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1)
  const search = searchParams.get('search') ?? ''
  const statusParam = searchParams.get('status')
  const status = enumValueOrNull(dataAssetStatuses, statusParam)
  const openId = searchParams.get('asset') ?? ''
  const update = (next: {
    search?: string
    status?: DataAssetStatus | null
    page?: number
    asset?: string
  }) => {
    const merged = { search, status, page, asset: openId, ...next }
    const params = new URLSearchParams()
    if (merged.search) params.set('search', merged.search)
    if (merged.status) params.set('status', merged.status)
    if (merged.page > 1) params.set('page', String(merged.page))
    if (merged.asset) params.set('asset', merged.asset)
    setSearchParams(params, { replace: true })
  }
  const searchBox = useListSearch(search, (text) => update({ search: text, page: 1 }))
  const assets = useDataAssets(userType, {
    page,
    limit: pageSize,
    search: search || undefined,
    status: status ?? undefined,
  })
  const remove = useDeleteDataAsset(userType)

  const askDelete = (id: string, name: string) =>
    void confirm({
      title: t('deleteTitle'),
      body: t('deleteBody', { name }),
      actions: [
        { label: t('cancel'), variant: 'default' },
        {
          label: t('delete'),
          color: 'red',
          onClick: async () => {
            await remove.mutateAsync(id)
            update({ asset: '' })
            void toast({ color: 'teal', message: t('removed') })
          },
        },
      ],
    })

  return (
    <ListScreenFrame
      title={t('title')}
      description={t('description')}
      addLabel={t('addLabel')}
      addTo={`/${userType}/data-management/data-assets/add-new-assets`}
      toolbar={
        <Group gap="sm" align="flex-end" wrap="wrap">
          <ListSearchInput placeholder={t('searchPlaceholder')} box={searchBox} />
          <StatusFilter
            data={statusOptions()}
            value={status}
            onChange={(next) => update({ status: next, page: 1 })}
          />
        </Group>
      }
      query={assets}
      aside={
        <DataAssetDetailDrawer
          userType={userType}
          assetId={openId}
          onClose={() => update({ asset: '' })}
          onDelete={askDelete}
        />
      }
    >
      <DataAssetsTable
        records={assets.data?.data ?? []}
        totalRecords={assets.data?.total_data ?? 0}
        page={page}
        pageSize={pageSize}
        isLoading={assets.isFetching}
        isFiltered={Boolean(search || status)}
        onPageChange={(nextPage) => update({ page: nextPage })}
        onOpen={(asset) => update({ asset: asset.id })}
      />
    </ListScreenFrame>
  )
}
