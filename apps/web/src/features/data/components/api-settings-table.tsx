import { Stack, Text } from '@mantine/core'
import { IconPlugConnected } from '@tabler/icons-react'
import { DataTable } from 'mantine-datatable'
import type { ApiSettingListItem } from '@lumbung/contract'
import { ApiSettingsAuthBadge, ApiSettingsStatusBadge } from './api-settings-status-badge'

export interface ApiSettingsTableProps {
  settings: ApiSettingListItem[]
  total: number
  page: number
  pageSize: number
  isLoading: boolean
  isFiltered: boolean
  onPageChange: (page: number) => void
  onOpen: (setting: ApiSettingListItem) => void
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })

export function ApiSettingsTable({
  settings,
  total,
  page,
  pageSize,
  isLoading,
  isFiltered,
  onPageChange,
  onOpen,
}: ApiSettingsTableProps) {
  return (
    <DataTable<ApiSettingListItem>
      withTableBorder
      borderRadius="md"
      highlightOnHover
      minHeight={settings.length === 0 ? 260 : undefined}
      fetching={isLoading}
      loadingText="Loading API settings"
      records={settings}
      idAccessor="id"
      totalRecords={total}
      recordsPerPage={pageSize}
      page={page}
      onPageChange={onPageChange}
      paginationText={({ from, to, totalRecords }) => `${from}–${to} of ${totalRecords} API settings`}
      onRowClick={({ record }) => onOpen(record)}
      rowStyle={() => ({ cursor: 'pointer' })}
      emptyState={
        isLoading ? null : (
          <Stack align="center" gap={4} c="dimmed" data-testid="api-settings-empty">
            <IconPlugConnected size={32} stroke={1.5} aria-hidden />
            <Text size="sm" fw={500}>
              {isFiltered ? 'No API setting matches these filters' : 'No API settings yet'}
            </Text>
            <Text size="xs">
              {isFiltered
                ? 'Try another name or status.'
                : 'Add one to tell Lumbung how to authenticate to your upstream API.'}
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
              {setting.description ? (
                <Text size="xs" c="dimmed" lineClamp={1}>
                  {setting.description}
                </Text>
              ) : null}
            </Stack>
          ),
        },
        {
          accessor: 'auth_type',
          title: 'Auth type',
          render: (setting) => <ApiSettingsAuthBadge authType={setting.auth_type} />,
        },
        {
          accessor: 'status',
          title: 'Status',
          render: (setting) => <ApiSettingsStatusBadge status={setting.status} />,
        },
        {
          accessor: 'modified_date',
          title: 'Last changed',
          visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`,
          render: (setting) => dateFormat.format(new Date(setting.modified_date)),
        },
      ]}
    />
  )
}
