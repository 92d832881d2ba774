import { Stack, Text } from '@mantine/core'
import { IconFileSpreadsheet } from '@tabler/icons-react'
import { type DataAsset, formatCount, formatFileSize } from '@lumbung/contract'
import { formatDateTime } from '../../../lib/i18n/format-date'
import { ListTable, type ListTablePageProps } from '../../../components/list-table'
import { DataAssetStatusBadge } from './data-asset-status-badge'
import { useT } from '../../../lib/i18n/i18n'
import { dataAssetsTexts } from '../data-assets.texts'

export function DataAssetsTable(props: ListTablePageProps<DataAsset>) {
  const t = useT(dataAssetsTexts)
  return (
    <ListTable<DataAsset>
      {...props}
      isLoaderShown={props.isLoading && props.records.length === 0}
      loadingText={t('loading')}
      recordsName={t('recordsName')}
      empty={{
        testId: 'data-assets-empty',
        icon: IconFileSpreadsheet,
        title: t('emptyTitle'),
        hint: t('emptyHint'),
        filteredTitle: t('filteredTitle'),
        filteredHint: t('filteredHint'),
      }}
      columns={[
        {
          accessor: 'name',
          title: t('name'),
          render: (asset) => (
            <Stack gap={0}>
              <Text size="sm" fw={600}>
                {asset.name}
              </Text>
              <Text size="xs" c="dimmed" lineClamp={1}>
                {asset.file_name}
                {asset.storage_setting_name ? t('fromSetting', { name: asset.storage_setting_name }) : ''}
              </Text>
            </Stack>
          ),
        },
        {
          accessor: 'status',
          title: t('status'),
          render: (asset) => <DataAssetStatusBadge status={asset.status} message={asset.failure_message} />,
        },
        {
          accessor: 'row_count',
          title: t('rows'),
          textAlign: 'right',
          render: (asset) => (asset.row_count === null ? '—' : formatCount(asset.row_count)),
        },
        {
          accessor: 'size_bytes',
          title: t('size'),
          textAlign: 'right',
          visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`,
          render: (asset) => (asset.size_bytes === null ? '—' : formatFileSize(asset.size_bytes)),
        },
        {
          accessor: 'created_date',
          title: t('addedOn'),
          visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`,
          render: (asset) => formatDateTime(asset.created_date),
        },
      ]}
    />
  )
}
