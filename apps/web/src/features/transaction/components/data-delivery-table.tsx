import { Stack, Text } from '@mantine/core'
import { IconCloudUpload } from '@tabler/icons-react'
import { type DataDelivery } from '@lumbung/contract'
import { formatDateTime } from '../../../lib/i18n/format-date'
import { ListTable, type ListTablePageProps } from '../../../components/list-table'
import { DataDeliveryStatusBadge } from './data-delivery-status-badge'
import { useT } from '../../../lib/i18n/i18n'
import { transactionPurchaseTexts } from '../transaction-purchases.texts'

export function DataDeliveryTable(props: ListTablePageProps<DataDelivery>) {
  const t = useT(transactionPurchaseTexts)
  return (
    <ListTable<DataDelivery>
      {...props}
      loadingText={t('loadingDeliveries')}
      recordsName={t('deliveriesName')}
      empty={{
        testId: 'data-delivery-empty',
        icon: IconCloudUpload,
        title: t('noDeliveriesTitle'),
        hint: t('noDeliveriesHint'),
        filteredTitle: t('deliveriesFilteredTitle'),
        filteredHint: t('deliveriesFilteredHint'),
      }}
      columns={[
        {
          accessor: 'product_name',
          title: t('columnProduct'),
          render: (item) => (
            <Stack gap={0}>
              <Text size="sm" fw={600}>
                {item.product_name}
              </Text>
              <Text size="xs" c="dimmed">
                {item.transaction_no} · v{item.version_no}
              </Text>
            </Stack>
          ),
        },
        {
          accessor: 'location',
          title: t('columnDestination'),
          render: (item) => (
            <Stack gap={0}>
              <Text size="sm">{item.storage_setting_name}</Text>
              <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                {item.location}
              </Text>
            </Stack>
          ),
        },
        {
          accessor: 'trigger',
          title: t('columnStartedBy'),
          render: (item) => item.requested_by ?? t(`trigger${item.trigger}`),
        },
        {
          accessor: 'created_date',
          title: t('columnQueued'),
          render: (item) => formatDateTime(item.created_date),
        },
        {
          accessor: 'status',
          title: t('columnStatus'),
          width: 120,
          render: (item) => <DataDeliveryStatusBadge status={item.status} />,
        },
      ]}
    />
  )
}
