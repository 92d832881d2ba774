import { Group, Stack, Text } from '@mantine/core'
import { IconDatabase } from '@tabler/icons-react'
import { DataTable } from 'mantine-datatable'
import type { DatasetListItem } from '@lumbung/contract'
import { DatasetsStatusBadge, DatasetsTypeBadge } from './datasets-status-badge'

export interface DatasetsTableProps {
  datasets: DatasetListItem[]
  total: number
  page: number
  pageSize: number
  isLoading: boolean
  isFiltered: boolean
  onPageChange: (page: number) => void
  onOpen: (dataset: DatasetListItem) => void
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })

export function DatasetsTable({
  datasets,
  total,
  page,
  pageSize,
  isLoading,
  isFiltered,
  onPageChange,
  onOpen,
}: DatasetsTableProps) {
  return (
    <DataTable<DatasetListItem>
      withTableBorder
      borderRadius="md"
      highlightOnHover
      minHeight={datasets.length === 0 ? 260 : undefined}
      fetching={isLoading}
      loadingText="Loading datasets"
      records={datasets}
      idAccessor="id"
      totalRecords={total}
      recordsPerPage={pageSize}
      page={page}
      onPageChange={onPageChange}
      paginationText={({ from, to, totalRecords }) => `${from}–${to} of ${totalRecords} datasets`}
      onRowClick={({ record }) => onOpen(record)}
      rowStyle={() => ({ cursor: 'pointer' })}
      emptyState={
        isLoading ? null : (
          <Stack align="center" gap={4} c="dimmed" data-testid="datasets-empty">
            <IconDatabase size={32} stroke={1.5} aria-hidden />
            <Text size="sm" fw={500}>
              {isFiltered ? 'No dataset matches these filters' : 'No datasets yet'}
            </Text>
            <Text size="xs">
              {isFiltered
                ? 'Try another name, type or status.'
                : 'Add an API, file or secret-share dataset to build products from.'}
            </Text>
          </Stack>
        )
      }
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
          render: (dataset) => <DatasetsTypeBadge dataType={dataset.data_type} />,
        },
        {
          accessor: 'status',
          title: 'Status',
          width: 120,
          render: (dataset) => <DatasetsStatusBadge status={dataset.status} />,
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
              {dateFormat.format(new Date(dataset.modified_date))}
              {dataset.modified_by ? ` · ${dataset.modified_by}` : ''}
            </Text>
          ),
        },
      ]}
    />
  )
}
