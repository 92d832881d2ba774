import { Stack, Text } from '@mantine/core'
import { IconFileDescription } from '@tabler/icons-react'
import type { TransactionRequestListItem, UserType } from '@lumbung/contract'
import { ListTable, type ListTableEmptyState } from '../../../components/list-table'
import { formatDateTime } from './request-dates'
import { priceTextOf } from './request-terms'
import { RequestStatusBadge } from './request-status-badge'

type Row = TransactionRequestListItem & { id: string }

export interface RequestsTableProps {
  /** Whose list: the consumer sees the provider of each row, the provider the requesting company. */
  side: UserType
  requests: TransactionRequestListItem[]
  total: number
  page: number
  pageSize: number
  isLoading: boolean
  isFiltered: boolean
  empty: Pick<ListTableEmptyState, 'title' | 'hint'>
  onPageChange: (page: number) => void
  onOpen: (request: TransactionRequestListItem) => void
}

export function RequestsTable({
  side,
  requests,
  total,
  page,
  pageSize,
  isLoading,
  isFiltered,
  empty,
  onPageChange,
  onOpen,
}: RequestsTableProps) {
  const rows: Row[] = requests.map((request) => ({ ...request, id: request.transaction_no }))
  return (
    <ListTable<Row>
      records={rows}
      totalRecords={total}
      page={page}
      pageSize={pageSize}
      isLoading={isLoading}
      isFiltered={isFiltered}
      loadingText="Loading requests"
      recordsName="requests"
      onPageChange={onPageChange}
      onOpen={onOpen}
      empty={{
        testId: 'requests-empty',
        icon: IconFileDescription,
        ...empty,
        filteredTitle: 'No request matches these filters',
        filteredHint: 'Try another status, date range or search.',
      }}
      columns={[
        {
          accessor: 'transaction_no',
          title: 'Transaction',
          render: (request) => (
            <Text size="sm" ff="monospace">
              {request.transaction_no}
            </Text>
          ),
        },
        {
          accessor: 'product_name',
          title: 'Product',
          render: (request) => (
            <Stack gap={0}>
              <Text size="sm" fw={600}>
                {request.product_name}
              </Text>
              {side === 'consumer' ? (
                <Text size="xs" c="dimmed">
                  {request.owner_legal_name}
                </Text>
              ) : null}
            </Stack>
          ),
        },
        side === 'consumer'
          ? { accessor: 'requester_name', title: 'Requested by' }
          : {
              accessor: 'requester_name',
              title: 'Requester',
              render: (request) => (
                <Stack gap={0}>
                  <Text size="sm">{request.consumer_legal_name}</Text>
                  <Text size="xs" c="dimmed">
                    {request.requester_name}
                  </Text>
                </Stack>
              ),
            },
        {
          accessor: 'price',
          title: 'Price',
          render: (request) => (
            <Stack gap={0}>
              <Text size="sm">{priceTextOf(request)}</Text>
              {request.revision_count > 0 ? (
                <Text size="xs" c="harvest.8">
                  Terms updated {request.revision_count === 1 ? 'once' : `${request.revision_count} times`}
                </Text>
              ) : null}
            </Stack>
          ),
        },
        {
          accessor: 'requested_date',
          title: 'Requested',
          render: (request) => formatDateTime(request.requested_date),
        },
        {
          accessor: 'status',
          title: 'Status',
          noWrap: true,
          render: (request) => <RequestStatusBadge status={request.status} />,
        },
      ]}
    />
  )
}
