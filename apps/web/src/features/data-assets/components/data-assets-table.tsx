import { Stack, Text } from '@mantine/core'
import { IconFileSpreadsheet } from '@tabler/icons-react'
import { type DataAsset, formatCount, formatDateTime, formatFileSize } from '@lumbung/contract'
import { ListTable, type ListTablePageProps } from '../../../components/list-table'
import { DataAssetStatusBadge } from './data-asset-status-badge'

export function DataAssetsTable(props: ListTablePageProps<DataAsset>) {
  return (
    <ListTable<DataAsset>
      {...props}
      isLoaderShown={props.isLoading && props.records.length === 0}
      loadingText="Loading data assets"
      recordsName="data assets"
      empty={{
        testId: 'data-assets-empty',
        icon: IconFileSpreadsheet,
        title: 'No data assets yet',
        hint: 'Upload a CSV or pick one from a connected bucket.',
        filteredTitle: 'No data asset matches these filters',
        filteredHint: 'Try another name or status.',
      }}
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
          render: (asset) => <DataAssetStatusBadge status={asset.status} message={asset.failure_message} />,
        },
        {
          accessor: 'row_count',
          title: 'Rows',
          textAlign: 'right',
          render: (asset) => (asset.row_count === null ? '—' : formatCount(asset.row_count)),
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
          render: (asset) => formatDateTime(asset.created_date),
        },
      ]}
    />
  )
}
