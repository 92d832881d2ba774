import { Avatar, Group, Stack, Text } from '@mantine/core'
import { IconShoppingBag } from '@tabler/icons-react'
import { type PurchasedListItem } from '@lumbung/contract'
import { formatDateTime } from '../../../lib/i18n/format-date'
import { labelOf } from '../../../lib/i18n/enum-labels'
import { ListTable, type ListTablePageProps } from '../../../components/list-table'
import { purchasedPeriodText, purchasedPriceText } from './purchased-format'
import { PurchasedStatusBadge } from './purchased-status-badge'
import { useT } from '../../../lib/i18n/i18n'
import { transactionPurchaseTexts } from '../transaction-purchases.texts'

export function PurchasedTable(props: ListTablePageProps<PurchasedListItem>) {
  const t = useT(transactionPurchaseTexts)
  return (
    <ListTable<PurchasedListItem>
      {...props}
      loadingText={t('loadingPurchases')}
      recordsName={t('purchasesName')}
      empty={{
        testId: 'purchased-empty',
        icon: IconShoppingBag,
        title: t('noPurchasesTitle'),
        hint: t('noPurchasesHint'),
        filteredTitle: t('purchasesFilteredTitle'),
        filteredHint: t('purchasesFilteredHint'),
      }}
      columns={[
        {
          accessor: 'name',
          title: t('columnProduct'),
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
        { accessor: 'owner_legal_name', title: t('columnProvider') },
        {
          accessor: 'data_type',
          title: t('columnDataType'),
          render: (item) => (item.data_type ? labelOf('dataType', item.data_type) : '—'),
        },
        { accessor: 'price', title: t('columnPrice'), render: (item) => purchasedPriceText(item) },
        {
          accessor: 'approved_date',
          title: t('columnApproved'),
          render: (item) => formatDateTime(item.approved_date),
        },
        { accessor: 'period_end', title: t('columnPeriod'), render: (item) => purchasedPeriodText(item) },
        {
          accessor: 'status',
          title: t('columnStatus'),
          width: 110,
          render: (item) => <PurchasedStatusBadge status={item.status} accessStatus={item.access_status} />,
        },
      ]}
    />
  )
}
