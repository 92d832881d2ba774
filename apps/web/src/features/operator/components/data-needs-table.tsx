import { formatDate, formatDateTime } from '../../../lib/i18n/format-date'
import { Stack, Text } from '@mantine/core'
import { IconMessageQuestion } from '@tabler/icons-react'
import type { RecommendationListItem } from '@lumbung/contract'
import { ListTable, type ListTablePageProps } from '../../../components/list-table'
import { DataNeedStatusBadge } from './data-need-status-badge'
import { budgetOf, regionOf } from './data-need-view'
import { useT } from '../../../lib/i18n/i18n'
import { operatorDataNeedTexts } from '../operator-data-needs.texts'
import { useOperatorLabels } from './operator-labels'
import { labelOf } from '../../../lib/i18n/enum-labels'

export function DataNeedsTable(props: ListTablePageProps<RecommendationListItem>) {
  const t = useT(operatorDataNeedTexts)
  const labels = useOperatorLabels()
  return (
    <ListTable<RecommendationListItem>
      {...props}
      testId="data-needs-table"
      loadingText={t('loading')}
      recordsName={t(props.totalRecords === 1 ? 'recordOne' : 'recordOther')}
      empty={{
        testId: 'data-needs-empty',
        icon: IconMessageQuestion,
        title: t('empty'),
        hint: t('emptyHint'),
        filteredTitle: t('filtered'),
        filteredHint: t('filteredHint'),
      }}
      columns={[
        {
          accessor: 'data_needed',
          title: t('dataNeeded'),
          width: 360,
          render: (item) => (
            <Stack gap={0}>
              <Text size="sm" fw={600} lineClamp={2}>
                {item.data_needed}
              </Text>
              <Text size="xs" c="dimmed">
                {labelOf('industry', item.industry) || '—'}
              </Text>
            </Stack>
          ),
        },
        {
          accessor: 'consumer_legal_name',
          title: labels.t('company'),
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
          title: t('region'),
          visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.md})`,
          render: (item) => regionOf(item),
        },
        {
          accessor: 'budget',
          title: t('budget'),
          textAlign: 'right',
          visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.md})`,
          render: (item) => budgetOf(item.budget),
        },
        { accessor: 'needed_by', title: t('neededBy'), render: (item) => formatDate(item.needed_by) },
        {
          accessor: 'status',
          title: labels.t('status'),
          render: (item) => <DataNeedStatusBadge status={item.status} />,
        },
        { accessor: 'answer_count', title: t('answers'), textAlign: 'right' },
        {
          accessor: 'created_date',
          title: t('sent'),
          visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`,
          render: (item) => formatDateTime(item.created_date),
        },
      ]}
    />
  )
}
