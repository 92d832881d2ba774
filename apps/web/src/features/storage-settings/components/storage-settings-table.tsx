import { formatDateTime } from '@lumbung/contract'
import { Stack, Text } from '@mantine/core'
import { IconBucket } from '@tabler/icons-react'
import type { StorageSetting } from '@lumbung/contract'
import { ListTable, type ListTablePageProps } from '../../../components/list-table'
import { StorageSettingProviderBadge, StorageSettingStatusBadge } from './storage-setting-badges'

export function StorageSettingsTable(props: ListTablePageProps<StorageSetting>) {
  return (
    <ListTable<StorageSetting>
      {...props}
      loadingText="Loading storage settings"
      recordsName="storage settings"
      empty={{
        testId: 'storage-settings-empty',
        icon: IconBucket,
        title: 'No storage settings yet',
        hint: 'Connect a bucket to bring files in as data assets.',
        filteredTitle: 'No storage setting matches this search',
        filteredHint: 'Try another name.',
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
              <Text size="xs" c="dimmed" lineClamp={1}>
                {setting.storage_config.bucket}
              </Text>
            </Stack>
          ),
        },
        {
          accessor: 'cloud_provider',
          title: 'Cloud provider',
          render: (setting) => <StorageSettingProviderBadge cloudProvider={setting.cloud_provider} />,
        },
        {
          accessor: 'status',
          title: 'Status',
          render: (setting) => (
            <StorageSettingStatusBadge status={setting.status} message={setting.status_message} />
          ),
        },
        {
          accessor: 'checked_date',
          title: 'Last tested',
          visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`,
          render: (setting) => formatDateTime(setting.checked_date),
        },
      ]}
    />
  )
}
