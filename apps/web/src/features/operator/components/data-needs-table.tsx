import { formatDate, formatDateTime } from '@lumbung/contract'
import { Stack, Text } from '@mantine/core'
import { IconMessageQuestion } from '@tabler/icons-react'
import type { RecommendationListItem } from '@lumbung/contract'
import { ListTable, type ListTablePageProps } from '../../../components/list-table'
import { DataNeedStatusBadge } from './data-need-status-badge'
import { budgetOf, regionOf } from './data-need-view'

export function DataNeedsTable(props: ListTablePageProps<RecommendationListItem>) {
  return (
    <ListTable<RecommendationListItem>
      {...props}
      testId="data-needs-table"
      loadingText="Loading data-need requests"
      recordsName="requests"
      empty={{
        testId: 'data-needs-empty',
        icon: IconMessageQuestion,
        title: 'No data-need requests yet',
        hint: 'They appear here as consumers send them.',
        filteredTitle: 'No data-need request matches these filters.',
        filteredHint: 'Try another search or status.',
      }}
      columns={[
        {
          accessor: 'data_needed',
          title: 'Data needed',
          width: 360,
          render: (item) => (
            <Stack gap={0}>
              <Text size="sm" fw={600} lineClamp={2}>
                {item.data_needed}
              </Text>
              <Text size="xs" c="dimmed">
                {item.industry_description ?? '—'}
              </Text>
            </Stack>
          ),
        },
        {
          accessor: 'consumer_legal_name',
          title: 'Company',
          render: (item) => (
            <Stack gap={0}>
              <Text size="sm">{item.consumer_legal_name}</Text>
              <Text size="xs" c="dimmed">
                {item.requester_name}
              </Text>
            </Stack>
          ),
        },
        {
          accessor: 'region',
          title: 'Region',
          visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.md})`,
          render: (item) => regionOf(item),
        },
        {
          accessor: 'budget',
          title: 'Budget',
          textAlign: 'right',
          visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.md})`,
          render: (item) => budgetOf(item.budget),
        },
        { accessor: 'needed_by', title: 'Needed by', render: (item) => formatDate(item.needed_by) },
        {
          accessor: 'status',
          title: 'Status',
          render: (item) => <DataNeedStatusBadge status={item.status} />,
        },
        { accessor: 'answer_count', title: 'Answers', textAlign: 'right' },
        {
          accessor: 'created_date',
          title: 'Sent',
          visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`,
          render: (item) => formatDateTime(item.created_date),
        },
      ]}
    />
  )
}
