import { Badge, Stack, Text } from '@mantine/core'
import { IconBulb } from '@tabler/icons-react'
import { formatRupiah, type ProviderRecommendation } from '@lumbung/contract'
import { formatDate, formatDateTime } from '../../../lib/i18n/format-date'
import { ListTable, type ListTablePageProps } from '../../../components/list-table'
import { regionText } from './recommendations-form-values'
import { RecommendationsStatusBadge } from './recommendations-status-badge'
import { transactionRecommendationTexts } from '../transaction-recommendations.texts'
import { useT } from '../../../lib/i18n/i18n'
import { labelOf } from '../../../lib/i18n/enum-labels'

/** Other companies' open and in-review data-need requests; a row opens it to answer. */
export function RecommendationsBoardTable(props: ListTablePageProps<ProviderRecommendation>) {
  const t = useT(transactionRecommendationTexts)
  return (
    <ListTable<ProviderRecommendation>
      {...props}
      loadingText={t('boardLoading')}
      recordsName={t('boardRecords')}
      empty={{
        testId: 'recommendations-board-empty',
        icon: IconBulb,
        title: t('boardEmptyTitle'),
        hint: t('boardEmptyHint'),
        filteredTitle: t('boardFilteredTitle'),
        filteredHint: t('boardFilteredHint'),
      }}
      columns={[
        {
          accessor: 'data_needed',
          title: t('dataNeeded'),
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
          title: t('columnCompany'),
          render: (item) => (
            <Stack gap={0}>
              <Text size="sm">{item.consumer_legal_name}</Text>
              <Text size="xs" c="dimmed">
                {labelOf('industry', item.consumer_industry) || '—'}
              </Text>
            </Stack>
          ),
        },
        {
          accessor: 'region',
          title: t('region'),
          render: (item) => <Text size="sm">{regionText(item)}</Text>,
        },
        {
          accessor: 'budget',
          title: t('budget'),
          textAlign: 'right',
          render: (item) => (item.budget === null ? '—' : formatRupiah(item.budget)),
        },
        { accessor: 'needed_by', title: t('neededBy'), render: (item) => formatDate(item.needed_by) },
        {
          accessor: 'status',
          title: t('status'),
          width: 140,
          render: (item) => (
            <Stack gap={4} align="flex-start">
              <RecommendationsStatusBadge status={item.status} />
              {item.my_answers.length > 0 ? (
                <Badge variant="dot" color="lumbung" size="sm">
                  {t('answeredCount', { count: item.my_answers.length })}
                </Badge>
              ) : null}
            </Stack>
          ),
        },
        {
          accessor: 'created_date',
          title: t('columnSent'),
          visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.lg})`,
          render: (item) => formatDateTime(item.created_date),
        },
      ]}
    />
  )
}
