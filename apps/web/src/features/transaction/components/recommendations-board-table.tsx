import { Badge, Stack, Text } from '@mantine/core'
import { IconBulb } from '@tabler/icons-react'
import { formatDate, formatDateTime, formatRupiah, type ProviderRecommendation } from '@lumbung/contract'
import { ListTable, type ListTablePageProps } from '../../../components/list-table'
import { regionText } from './recommendations-form-values'
import { RecommendationsStatusBadge } from './recommendations-status-badge'

/** Other companies' open and in-review data-need requests; a row opens it to answer. */
export function RecommendationsBoardTable(props: ListTablePageProps<ProviderRecommendation>) {
  return (
    <ListTable<ProviderRecommendation>
      {...props}
      loadingText="Loading data-need requests"
      recordsName="data-need requests"
      empty={{
        testId: 'recommendations-board-empty',
        icon: IconBulb,
        title: 'No open data-need requests',
        hint: 'When a consumer asks for data the marketplace does not have, it shows here.',
        filteredTitle: 'No data-need request matches these filters',
        filteredHint: 'Try other words or another status.',
      }}
      columns={[
        {
          accessor: 'data_needed',
          title: 'Data needed',
          render: (item) => (
            <Stack gap={0} maw={420}>
              <Text size="sm" fw={600} lineClamp={2}>
                {item.data_needed}
              </Text>
              <Text size="xs" c="dimmed" lineClamp={1}>
                {item.purpose}
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
                {item.consumer_industry_description ?? '—'}
              </Text>
            </Stack>
          ),
        },
        { accessor: 'region', title: 'Region', render: (item) => <Text size="sm">{regionText(item)}</Text> },
        {
          accessor: 'budget',
          title: 'Budget',
          textAlign: 'right',
          render: (item) => (item.budget === null ? '—' : formatRupiah(item.budget)),
        },
        { accessor: 'needed_by', title: 'Needed by', render: (item) => formatDate(item.needed_by) },
        {
          accessor: 'status',
          title: 'Status',
          width: 140,
          render: (item) => (
            <Stack gap={4} align="flex-start">
              <RecommendationsStatusBadge status={item.status} />
              {item.my_answers.length > 0 ? (
                <Badge variant="dot" color="lumbung" size="sm">
                  Answered ×{item.my_answers.length}
                </Badge>
              ) : null}
            </Stack>
          ),
        },
        {
          accessor: 'created_date',
          title: 'Sent',
          visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.lg})`,
          render: (item) => formatDateTime(item.created_date),
        },
      ]}
    />
  )
}
