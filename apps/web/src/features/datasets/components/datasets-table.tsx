import { formatDateTime } from '@lumbung/contract'
import { Group, Stack, Text } from '@mantine/core'
import { IconDatabase } from '@tabler/icons-react'
import type { DatasetListItem } from '@lumbung/contract'
import { ListTable, type ListTablePageProps } from '../../../components/list-table'
import { DatasetStatusBadge, DatasetTypeBadge } from './dataset-status-badge'

export function DatasetsTable(props: ListTablePageProps<DatasetListItem>) {
  return (
    <ListTable<DatasetListItem>
      {...props}
      loadingText="Loading datasets"
      recordsName="datasets"
      empty={{
        testId: 'datasets-empty',
        icon: IconDatabase,
        title: 'No datasets yet',
        hint: 'Add an API, file or secret-share dataset to build products from.',
        filteredTitle: 'No dataset matches these filters',
        filteredHint: 'Try another name, type or status.',
      }}
      columns={[
        {
          accessor: 'name',
          title: 'Name',
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
          title: 'Type',
          width: 150,
          render: (dataset) => <DatasetTypeBadge dataType={dataset.data_type} />,
        },
        {
          accessor: 'status',
          title: 'Status',
          width: 120,
          render: (dataset) => <DatasetStatusBadge status={dataset.status} />,
        },
        {
          accessor: 'tag',
          title: 'Tags',
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
          title: 'Last changed',
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
