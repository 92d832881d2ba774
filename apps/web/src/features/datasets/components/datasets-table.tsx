import { formatDateTime } from '../../../lib/i18n/format-date'
import { Group, Stack, Text } from '@mantine/core'
import { IconDatabase } from '@tabler/icons-react'
import type { DatasetListItem } from '@lumbung/contract'
import { ListTable, type ListTablePageProps } from '../../../components/list-table'
import { DatasetStatusBadge, DatasetTypeBadge } from './dataset-status-badge'
import { useT } from '../../../lib/i18n/i18n'
import { datasetsTexts } from '../datasets.texts'

export function DatasetsTable(props: ListTablePageProps<DatasetListItem>) {
  const t = useT(datasetsTexts)
  return (
    <ListTable<DatasetListItem>
      {...props}
      loadingText={t('loadingDatasets')}
      recordsName={t('recordsName')}
      empty={{
        testId: 'datasets-empty',
        icon: IconDatabase,
        title: t('emptyTitle'),
        hint: t('emptyHint'),
        filteredTitle: t('filteredTitle'),
        filteredHint: t('filteredHint'),
      }}
      columns={[
        {
          accessor: 'name',
          title: t('name'),
          render: (dataset) => (
            <Stack gap={0}>
              <Text size="sm" fw={600}>
                {dataset.name}
              </Text>
              {dataset.short_description ? (
                <Text size="xs" c="dimmed" lineClamp={1}>
                  {dataset.short_description}
                </Text>
              ) : null}
            </Stack>
          ),
        },
        {
          accessor: 'data_type',
          title: t('type'),
          width: 150,
          render: (dataset) => <DatasetTypeBadge dataType={dataset.data_type} />,
        },
        {
          accessor: 'status',
          title: t('status'),
          width: 120,
          render: (dataset) => <DatasetStatusBadge status={dataset.status} />,
        },
        {
          accessor: 'tag',
          title: t('tags'),
          render: (dataset) => (
            <Group gap={4}>
              <Text size="xs" c="dimmed">
                {dataset.tag.join(', ') || '—'}
              </Text>
            </Group>
          ),
        },
        {
          accessor: 'modified_date',
          title: t('lastChanged'),
          render: (dataset) => (
            <Text size="sm">
              {formatDateTime(dataset.modified_date)}
              {dataset.modified_by ? ` · ${dataset.modified_by}` : ''}
            </Text>
          ),
        },
      ]}
    />
  )
}
