import { Badge } from '@mantine/core'
import { IconListDetails } from '@tabler/icons-react'
import { formatRupiah, type TransactionListItem } from '@lumbung/contract'
import { formatDateTime } from '../../../lib/i18n/format-date'
import { ListTable, type ListTablePageProps } from '../../../components/list-table'
import { useT } from '../../../lib/i18n/i18n'
import { billingTransactionHistoryTexts } from '../billing-transaction-history.texts'
import { useBillingLabels } from './billing-labels'

const outcomeColors: Record<TransactionListItem['outcome'], string> = {
  SUCCESS: 'green',
  CLIENT_ERROR: 'yellow',
  UPSTREAM_ERROR: 'red',
  TIMEOUT: 'orange',
  REJECTED: 'gray',
}

export function TransactionHistoryTable({
  counterpartyTitle,
  ...props
}: ListTablePageProps<TransactionListItem> & { counterpartyTitle: string }) {
  const t = useT(billingTransactionHistoryTexts)
  const labels = useBillingLabels()
  return (
    <ListTable<TransactionListItem>
      {...props}
      loadingText={t('loading')}
      recordsName={t(props.totalRecords === 1 ? 'recordOne' : 'recordOther')}
      empty={{
        testId: 'transactions-empty',
        icon: IconListDetails,
        title: t('emptyTitle'),
        hint: t('emptyHint'),
        filteredTitle: t('filteredTitle'),
        filteredHint: t('filteredHint'),
      }}
      columns={[
        { accessor: 'occurred_date', title: t('date'), render: (item) => formatDateTime(item.occurred_date) },
        {
          accessor: 'event',
          title: t('event'),
          render: (item) => labels.label('billingEventKind', item.event),
        },
        { accessor: 'product_name', title: labels.t('product') },
        { accessor: 'counterparty_name', title: counterpartyTitle },
        {
          accessor: 'outcome',
          title: t('outcome'),
          render: (item) => (
            <Badge color={outcomeColors[item.outcome]} variant="light" radius="sm">
              {labels.label('usageOutcome', item.outcome)}
            </Badge>
          ),
        },
        {
          accessor: 'amount',
          title: labels.t('amount'),
          textAlign: 'right',
          render: (item) => (item.is_billable ? formatRupiah(item.amount) : t('notBilled')),
        },
      ]}
    />
  )
}
