import { Stack, Text } from '@mantine/core'
import { IconCloudUpload } from '@tabler/icons-react'
import { type DataDelivery, deliveryTriggerLabels, formatDateTime } from '@lumbung/contract'
import { ListTable, type ListTablePageProps } from '../../../components/list-table'
import { DataDeliveryStatusBadge } from './data-delivery-status-badge'

export function DataDeliveryTable(props: ListTablePageProps<DataDelivery>) {
  return (
    <ListTable<DataDelivery>
      {...props}
      loadingText="Loading deliveries"
      recordsName="deliveries"
      empty={{
        testId: 'data-delivery-empty',
        icon: IconCloudUpload,
        title: 'No deliveries yet',
        hint: 'Send a purchased file to one of your storage settings with New delivery.',
        filteredTitle: 'No delivery has this status',
        filteredHint: 'Choose another status, or all of them.',
      }}
      columns={[
        {
          accessor: 'product_name',
          title: 'Product',
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
          title: 'Destination',
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
          title: 'Started by',
          render: (item) => item.requested_by ?? deliveryTriggerLabels[item.trigger],
        },
        { accessor: 'created_date', title: 'Queued', render: (item) => formatDateTime(item.created_date) },
        {
          accessor: 'status',
          title: 'Status',
          width: 120,
          render: (item) => <DataDeliveryStatusBadge status={item.status} />,
        },
      ]}
    />
  )
}
