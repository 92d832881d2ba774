import { formatDateTime } from '../../../lib/i18n/format-date'
import { Stack, Text } from '@mantine/core'
import { IconPlugConnected } from '@tabler/icons-react'
import type { ApiSettingListItem } from '@lumbung/contract'
import { ListTable, type ListTablePageProps } from '../../../components/list-table'
import { useT } from '../../../lib/i18n/i18n'
import { apiSettingsTexts } from '../api-settings.texts'
import { ApiSettingAuthBadge, ApiSettingStatusBadge } from './api-setting-badges'

export function ApiSettingsTable(props: ListTablePageProps<ApiSettingListItem>) {
  const t = useT(apiSettingsTexts)
  return (
    <ListTable<ApiSettingListItem>
      {...props}
      loadingText={t('loading')}
      recordsName={t('recordsName')}
      empty={{
        testId: 'api-settings-empty',
        icon: IconPlugConnected,
        title: t('emptyTitle'),
        hint: t('emptyHint'),
        filteredTitle: t('filteredTitle'),
        filteredHint: t('filteredHint'),
      }}
      columns={[
        {
          accessor: 'name',
          title: t('columnName'),
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
          title: t('columnAuthType'),
          render: (setting) => <ApiSettingAuthBadge authType={setting.auth_type} />,
        },
        {
          accessor: 'status',
          title: t('columnStatus'),
          render: (setting) => <ApiSettingStatusBadge status={setting.status} />,
        },
        {
          accessor: 'modified_date',
          title: t('columnChanged'),
          visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`,
          render: (setting) => formatDateTime(setting.modified_date),
        },
      ]}
    />
  )
}
