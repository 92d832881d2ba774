import { formatDateTime } from '@lumbung/contract'
import { Stack, Text } from '@mantine/core'
import { IconPlugConnected } from '@tabler/icons-react'
import type { ApiSettingListItem } from '@lumbung/contract'
import { ListTable, type ListTablePageProps } from '../../../components/list-table'
import { ApiSettingAuthBadge, ApiSettingStatusBadge } from './api-setting-badges'

export function ApiSettingsTable(props: ListTablePageProps<ApiSettingListItem>) {
  return (
    <ListTable<ApiSettingListItem>
      {...props}
      loadingText="Loading API settings"
      recordsName="API settings"
      empty={{
        testId: 'api-settings-empty',
        icon: IconPlugConnected,
        title: 'No API settings yet',
        hint: 'Add one to tell Lumbung how to authenticate to your upstream API.',
        filteredTitle: 'No API setting matches these filters',
        filteredHint: 'Try another name or status.',
      }}
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
          render: (setting) => <ApiSettingAuthBadge authType={setting.auth_type} />,
        },
        {
          accessor: 'status',
          title: 'Status',
          render: (setting) => <ApiSettingStatusBadge status={setting.status} />,
        },
        {
          accessor: 'modified_date',
          title: 'Last changed',
          visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`,
          render: (setting) => formatDateTime(setting.modified_date),
        },
      ]}
    />
  )
}
