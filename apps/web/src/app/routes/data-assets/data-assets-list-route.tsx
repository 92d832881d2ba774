import 'mantine-datatable/styles.css'
import { Group } from '@mantine/core'
import { useDebouncedCallback } from '@mantine/hooks'
import { useState } from 'react'
import { useSearchParams } from 'react-router'
import {
  dataAssetMessages,
  type DataAssetStatus,
  dataAssetStatuses,
  dataAssetStatusLabels,
  enumValueOrNull,
} from '@lumbung/contract'
import { confirm, toast } from '../../../components/feedback'
import { ListScreenFrame, ListSearchInput, StatusFilter } from '../../../components/list-table'
import { useDeleteDataAsset } from '../../../features/data-assets/api/delete-data-asset'
import { useDataAssets } from '../../../features/data-assets/api/list-data-assets'
import { DataAssetDetailDrawer } from '../../../features/data-assets/components/data-asset-detail-drawer'
import { DataAssetsTable } from '../../../features/data-assets/components/data-assets-table'
import { useUserTypeOfPath } from '../../../lib/user-type-of-path'

const pageSize = 10
const statusOptions = dataAssetStatuses.map((value) => ({ value, label: dataAssetStatusLabels[value] }))

/** Data assets of the side in the path. Search, status, page and the open asset live in the address. */
export function DataAssetsListRoute() {
  const userType = useUserTypeOfPath()
  const [searchParams, setSearchParams] = useSearchParams()
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1)
  const search = searchParams.get('search') ?? ''
  const statusParam = searchParams.get('status')
  const status = enumValueOrNull(dataAssetStatuses, statusParam)
  const openId = searchParams.get('asset') ?? ''
  const [typed, setTyped] = useState(search)
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
  const commitSearch = useDebouncedCallback((text: string) => update({ search: text, page: 1 }), 300)
  const assets = useDataAssets(userType, {
    page,
    limit: pageSize,
    search: search || undefined,
    status: status ?? undefined,
  })
  const remove = useDeleteDataAsset(userType)

  const askDelete = (id: string, name: string) =>
    void confirm({
      title: 'Delete this data asset?',
      body: `“${name}” and its stored file are removed.`,
      actions: [
        { label: 'Cancel', variant: 'default' },
        {
          label: 'Delete',
          color: 'red',
          onClick: async () => {
            await remove.mutateAsync(id)
            update({ asset: '' })
            void toast({ color: 'teal', message: dataAssetMessages.removed })
          },
        },
      ],
    })

  return (
    <ListScreenFrame
      title="Data assets"
      description="Your own CSV files, uploaded or copied from a connected bucket. Each is checked and its columns read before use."
      addLabel="Add data asset"
      addTo={`/${userType}/data-management/data-assets/add-new-assets`}
      toolbar={
        <Group gap="sm" align="flex-end" wrap="wrap">
          <ListSearchInput
            placeholder="Name or file name"
            value={typed}
            onChange={setTyped}
            onSearch={commitSearch}
          />
          <StatusFilter
            data={statusOptions}
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
