import { formatDateTime } from '../../../lib/i18n/format-date'
import { Group, Stack, Text } from '@mantine/core'
import { IconFileDescription } from '@tabler/icons-react'
import type { TransactionRequestListItem, UserType } from '@lumbung/contract'
import { ListTable, type ListTableEmptyState, type ListTablePageProps } from '../../../components/list-table'
import { priceTextOf } from './request-terms'
import { AccessStatusBadge, RequestStatusBadge } from './request-status-badge'
import { useT } from '../../../lib/i18n/i18n'
import { transactionRequestTexts } from '../transaction-requests.texts'

type Row = TransactionRequestListItem & { id: string }

export interface RequestsTableProps extends ListTablePageProps<TransactionRequestListItem> {
  /** Whose list: the consumer sees the provider of each row, the provider the requesting company. */
  side: UserType
  empty: Pick<ListTableEmptyState, 'title' | 'hint'>
}

export function RequestsTable({ side, records, empty, ...page }: RequestsTableProps) {
  const t = useT(transactionRequestTexts)
  const rows: Row[] = records.map((request) => ({ ...request, id: request.transaction_no }))
  return (
    <ListTable<Row>
      {...page}
      records={rows}
      loadingText={t('loadingRequests')}
      recordsName={t('recordsName')}
      empty={{
        testId: 'requests-empty',
        icon: IconFileDescription,
        ...empty,
        filteredTitle: t('filteredTitle'),
        filteredHint: t('filteredHint'),
      }}
      columns={[
        {
          accessor: 'transaction_no',
          title: t('columnTransaction'),
          render: (request) => (
            <Text size="sm" ff="monospace">
              {request.transaction_no}
            </Text>
          ),
        },
        {
          accessor: 'product_name',
          title: t('columnProduct'),
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
          ? { accessor: 'requester_name', title: t('columnRequestedBy') }
          : {
              accessor: 'requester_name',
              title: t('columnRequester'),
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
          title: t('columnPrice'),
          render: (request) => (
            <Stack gap={0}>
              <Text size="sm">{priceTextOf(request)}</Text>
              {request.revision_count > 0 ? (
                <Text size="xs" c="harvest.8">
                  {t('termsUpdated', { count: request.revision_count })}
                </Text>
              ) : null}
            </Stack>
          ),
        },
        {
          accessor: 'requested_date',
          title: t('columnRequested'),
          render: (request) => formatDateTime(request.requested_date),
        },
        {
          accessor: 'status',
          title: t('columnStatus'),
          noWrap: true,
          render: (request) => (
            <Group gap={4} wrap="nowrap">
              <RequestStatusBadge status={request.status} />
              <AccessStatusBadge request={request} />
            </Group>
          ),
        },
      ]}
    />
  )
}
