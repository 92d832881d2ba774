import { Stack, Text } from '@mantine/core'
import { IconBucket } from '@tabler/icons-react'
import { DataTable } from 'mantine-datatable'
import type { StorageSetting } from '@lumbung/contract'
import { StorageSettingsProviderBadge, StorageSettingsStatusBadge } from './storage-settings-status-badge'

export interface StorageSettingsTableProps {
  settings: StorageSetting[]
  total: number
  page: number
  pageSize: number
  isLoading: boolean
  isFiltered: boolean
  onPageChange: (page: number) => void
  onOpen: (setting: StorageSetting) => void
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })

export function StorageSettingsTable({
  settings,
  total,
  page,
  pageSize,
  isLoading,
  isFiltered,
  onPageChange,
  onOpen,
}: StorageSettingsTableProps) {
  return (
    <DataTable<StorageSetting>
      withTableBorder
      borderRadius="md"
      highlightOnHover
      minHeight={settings.length === 0 ? 260 : undefined}
      fetching={isLoading}
      loadingText="Loading storage settings"
      records={settings}
      idAccessor="id"
      totalRecords={total}
      recordsPerPage={pageSize}
      page={page}
      onPageChange={onPageChange}
      paginationText={({ from, to, totalRecords }) => `${from}–${to} of ${totalRecords} storage settings`}
      onRowClick={({ record }) => onOpen(record)}
      rowStyle={() => ({ cursor: 'pointer' })}
      emptyState={
        isLoading ? null : (
          <Stack align="center" gap={4} c="dimmed" data-testid="storage-settings-empty">
            <IconBucket size={32} stroke={1.5} aria-hidden />
            <Text size="sm" fw={500}>
              {isFiltered ? 'No storage setting matches this search' : 'No storage settings yet'}
            </Text>
            <Text size="xs">
              {isFiltered ? 'Try another name.' : 'Connect a bucket to bring files in as data assets.'}
            </Text>
          </Stack>
        )
      }
      columns={[
        {
          accessor: 'name',
          title: 'Name',
          render: (setting) => (
            <Stack gap={0}>
              <Text size="sm" fw={600}>
                {setting.name}
              </Text>
              <Text size="xs" c="dimmed" lineClamp={1}>
                {setting.storage_config.bucket}
              </Text>
            </Stack>
          ),
        },
        {
          accessor: 'cloud_provider',
          title: 'Cloud provider',
          render: (setting) => <StorageSettingsProviderBadge cloudProvider={setting.cloud_provider} />,
        },
        {
          accessor: 'status',
          title: 'Status',
          render: (setting) => (
            <StorageSettingsStatusBadge status={setting.status} message={setting.status_message} />
          ),
        },
        {
          accessor: 'checked_date',
          title: 'Last tested',
          visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`,
          render: (setting) => dateFormat.format(new Date(setting.checked_date)),
        },
      ]}
    />
  )
}
