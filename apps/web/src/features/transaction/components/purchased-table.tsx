import { Avatar, Group, Stack, Text } from '@mantine/core'
import { IconShoppingBag } from '@tabler/icons-react'
import { formatDateTime, labelOf, type PurchasedListItem } from '@lumbung/contract'
import { ListTable, type ListTablePageProps } from '../../../components/list-table'
import { purchasedPeriodText, purchasedPriceText } from './purchased-format'
import { PurchasedStatusBadge } from './purchased-status-badge'

export function PurchasedTable(props: ListTablePageProps<PurchasedListItem>) {
  return (
    <ListTable<PurchasedListItem>
      {...props}
      loadingText="Loading purchased data"
      recordsName="purchases"
      empty={{
        testId: 'purchased-empty',
        icon: IconShoppingBag,
        title: 'No purchased data yet',
        hint: 'Products appear here once a provider approves your request.',
        filteredTitle: 'No purchase matches these filters',
        filteredHint: 'Try another name, status, data type, provider or product.',
      }}
      columns={[
        {
          accessor: 'name',
          title: 'Product',
          render: (item) => (
            <Group gap="sm" wrap="nowrap">
              <Avatar src={item.product_image_url} radius="md" size={40} color="teal">
                <IconShoppingBag size={20} />
              </Avatar>
              <Stack gap={0}>
                <Text size="sm" fw={600}>
                  {item.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {item.transaction_no}
                </Text>
              </Stack>
            </Group>
          ),
        },
        { accessor: 'owner_legal_name', title: 'Provider' },
        {
          accessor: 'data_type',
          title: 'Data type',
          render: (item) => (item.data_type ? labelOf('dataType', item.data_type) : '—'),
        },
        { accessor: 'price', title: 'Price', render: (item) => purchasedPriceText(item) },
        {
          accessor: 'approved_date',
          title: 'Approved',
          render: (item) => formatDateTime(item.approved_date),
        },
        { accessor: 'period_end', title: 'Period', render: (item) => purchasedPeriodText(item) },
        {
          accessor: 'status',
          title: 'Status',
          width: 110,
          render: (item) => <PurchasedStatusBadge status={item.status} accessStatus={item.access_status} />,
        },
      ]}
    />
  )
}
