import { Stack, Text } from '@mantine/core'
import { IconFileSpreadsheet } from '@tabler/icons-react'
import { DataTable } from 'mantine-datatable'
import { formatFileSize, type DataAsset } from '@lumbung/contract'
import { DataAssetsStatusBadge } from './data-assets-status-badge'

export interface DataAssetsTableProps {
  assets: DataAsset[]
  total: number
  page: number
  pageSize: number
  isLoading: boolean
  isFiltered: boolean
  onPageChange: (page: number) => void
  onOpen: (asset: DataAsset) => void
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })
const numberFormat = new Intl.NumberFormat('id-ID')

export function DataAssetsTable({
  assets,
  total,
  page,
  pageSize,
  isLoading,
  isFiltered,
  onPageChange,
  onOpen,
}: DataAssetsTableProps) {
  return (
    <DataTable<DataAsset>
      withTableBorder
      borderRadius="md"
      highlightOnHover
      minHeight={assets.length === 0 ? 260 : undefined}
      fetching={isLoading && assets.length === 0}
      loadingText="Loading data assets"
      records={assets}
      idAccessor="id"
      totalRecords={total}
      recordsPerPage={pageSize}
      page={page}
      onPageChange={onPageChange}
      paginationText={({ from, to, totalRecords }) => `${from}–${to} of ${totalRecords} data assets`}
      onRowClick={({ record }) => onOpen(record)}
      rowStyle={() => ({ cursor: 'pointer' })}
      emptyState={
        isLoading ? null : (
          <Stack align="center" gap={4} c="dimmed" data-testid="data-assets-empty">
            <IconFileSpreadsheet size={32} stroke={1.5} aria-hidden />
            <Text size="sm" fw={500}>
              {isFiltered ? 'No data asset matches these filters' : 'No data assets yet'}
            </Text>
            <Text size="xs">
              {isFiltered
                ? 'Try another name or status.'
                : 'Upload a CSV or pick one from a connected bucket.'}
            </Text>
          </Stack>
        )
      }
      columns={[
        {
          accessor: 'name',
          title: 'Name',
          render: (asset) => (
            <Stack gap={0}>
              <Text size="sm" fw={600}>
                {asset.name}
              </Text>
              <Text size="xs" c="dimmed" lineClamp={1}>
                {asset.file_name}
                {asset.storage_setting_name ? ` · from ${asset.storage_setting_name}` : ''}
              </Text>
            </Stack>
          ),
        },
        {
          accessor: 'status',
          title: 'Status',
          render: (asset) => <DataAssetsStatusBadge status={asset.status} message={asset.failure_message} />,
        },
        {
          accessor: 'row_count',
          title: 'Rows',
          textAlign: 'right',
          render: (asset) => (asset.row_count === null ? '—' : numberFormat.format(asset.row_count)),
        },
        {
          accessor: 'size_bytes',
          title: 'Size',
          textAlign: 'right',
          visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`,
          render: (asset) => (asset.size_bytes === null ? '—' : formatFileSize(asset.size_bytes)),
        },
        {
          accessor: 'created_date',
          title: 'Added',
          visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`,
          render: (asset) => dateFormat.format(new Date(asset.created_date)),
        },
      ]}
    />
  )
}
