import { formatDateTime } from '../../../lib/i18n/format-date'
import { Stack, Text } from '@mantine/core'
import { IconBucket } from '@tabler/icons-react'
import type { StorageSetting } from '@lumbung/contract'
import { ListTable, type ListTablePageProps } from '../../../components/list-table'
import { StorageSettingProviderBadge, StorageSettingStatusBadge } from './storage-setting-badges'
import { useT } from '../../../lib/i18n/i18n'
import { storageSettingsTexts } from '../storage-settings.texts'

export function StorageSettingsTable(props: ListTablePageProps<StorageSetting>) {
  const t = useT(storageSettingsTexts)
  return (
    <ListTable<StorageSetting>
      {...props}
      loadingText={t('loading')}
      recordsName={t('recordsName')}
      empty={{
        testId: 'storage-settings-empty',
        icon: IconBucket,
        title: t('emptyTitle'),
        hint: t('emptyHint'),
        filteredTitle: t('filteredTitle'),
        filteredHint: t('filteredHint'),
      }}
      columns={[
        {
          accessor: 'name',
          title: t('name'),
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
          title: t('cloudProvider'),
          render: (setting) => <StorageSettingProviderBadge cloudProvider={setting.cloud_provider} />,
        },
        {
          accessor: 'status',
          title: t('status'),
          render: (setting) => (
            <StorageSettingStatusBadge status={setting.status} message={setting.status_message} />
          ),
        },
        {
          accessor: 'checked_date',
          title: t('lastTested'),
          visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`,
          render: (setting) => formatDateTime(setting.checked_date),
        },
      ]}
    />
  )
}
