import { Badge } from '@mantine/core'
import { IconListDetails } from '@tabler/icons-react'
import { formatDateTime, formatRupiah, labelOf, type TransactionListItem } from '@lumbung/contract'
import { ListTable, type ListTablePageProps } from '../../../components/list-table'

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
  return (
    <ListTable<TransactionListItem>
      {...props}
      loadingText="Loading transactions"
      recordsName="transactions"
      empty={{
        testId: 'transactions-empty',
        icon: IconListDetails,
        title: 'No transactions in this month',
        hint: 'Calls, queries, downloads and purchases appear here as they happen.',
        filteredTitle: 'No transaction matches these filters',
        filteredHint: 'Try another product, company, outcome or dates.',
      }}
      columns={[
        { accessor: 'occurred_date', title: 'Date', render: (item) => formatDateTime(item.occurred_date) },
        { accessor: 'event', title: 'Event', render: (item) => labelOf('billingEventKind', item.event) },
        { accessor: 'product_name', title: 'Product' },
        { accessor: 'counterparty_name', title: counterpartyTitle },
        {
          accessor: 'outcome',
          title: 'Outcome',
          render: (item) => (
            <Badge color={outcomeColors[item.outcome]} variant="light" radius="sm">
              {labelOf('usageOutcome', item.outcome)}
            </Badge>
          ),
        },
        {
          accessor: 'amount',
          title: 'Amount',
          textAlign: 'right',
          render: (item) => (item.is_billable ? formatRupiah(item.amount) : 'Not billed'),
        },
      ]}
    />
  )
}
