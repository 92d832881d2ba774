import { formatDateTime } from '../../../lib/i18n/format-date'
import {
  Alert,
  Anchor,
  Center,
  Divider,
  Group,
  Loader,
  Pagination,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import { IconAlertCircle, IconInbox } from '@tabler/icons-react'
import { Link } from 'react-router'
import type { RecommendationDetail } from '@lumbung/contract'
import { errorMessageOf } from '../../../lib/api-error'
import { RecommendationsFacts } from './recommendations-facts'
import { RecommendationsStatusBadge } from './recommendations-status-badge'
import { transactionRecommendationTexts } from '../transaction-recommendations.texts'
import { useT } from '../../../lib/i18n/i18n'

export interface RecommendationsMyListProps {
  items: RecommendationDetail[] | undefined
  total: number
  page: number
  pageSize: number
  isLoading: boolean
  /** A status filter is on, so an empty list means none with that status. */
  isFiltered: boolean
  error: unknown
  onPageChange: (page: number) => void
}

function Answers({ item }: { item: RecommendationDetail }) {
  const t = useT(transactionRecommendationTexts)
  if (item.answers.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('noAnswerYet')}
      </Text>
    )
  }
  return (
    <Stack gap="xs">
      {item.answers.map((answer) => (
        <Paper key={answer.id} withBorder radius="md" p="sm" bg="var(--mantine-color-gray-0)">
          <Group justify="space-between" gap="xs">
            {answer.is_product_available ? (
              <Anchor component={Link} to={`/consumer/marketplace/products/${answer.product_id}`} fw={600}>
                {answer.product_name}
              </Anchor>
            ) : (
              <Text fw={600}>{t('productGone', { product: answer.product_name })}</Text>
            )}
            <Text size="xs" c="dimmed">
              {answer.provider_name} · {formatDateTime(answer.created_date)}
            </Text>
          </Group>
          {answer.message ? (
            <Text size="sm" mt={4} style={{ whiteSpace: 'pre-line' }}>
              {answer.message}
            </Text>
          ) : null}
        </Paper>
      ))}
    </Stack>
  )
}

/** The company's data-need requests, each with its status, the team's note and the providers' answers. */
export function RecommendationsMyList(props: RecommendationsMyListProps) {
  const { items, total, page, pageSize, isLoading, isFiltered, error, onPageChange } = props
  const t = useT(transactionRecommendationTexts)
  if (error) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
        {errorMessageOf(error)}
      </Alert>
    )
  }
  if (isLoading || !items) {
    return (
      <Center py="xl">
        <Loader role="status" size="sm" aria-label={t('myLoading')} />
      </Center>
    )
  }
  if (items.length === 0) {
    return (
      <Stack align="center" gap={4} c="dimmed" py="xl" data-testid="recommendations-empty">
        <IconInbox size={32} stroke={1.5} aria-hidden />
        <Text size="sm" fw={500}>
          {isFiltered ? t('myFilteredTitle') : t('myEmptyTitle')}
        </Text>
        <Text size="xs">{isFiltered ? t('myFilteredHint') : t('myEmptyHint')}</Text>
      </Stack>
    )
  }
  return (
    <Stack gap="md" data-testid="recommendations-mine">
      {items.map((item) => (
        <Paper key={item.id} withBorder radius="lg" p="md">
          <Stack gap="sm">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Stack gap={2}>
                <Title order={3} size="h5" style={{ whiteSpace: 'pre-line' }}>
                  {item.data_needed}
                </Title>
                <Text size="xs" c="dimmed">
                  {t('sentBy', { date: formatDateTime(item.created_date), name: item.requester_name })}
                </Text>
              </Stack>
              <RecommendationsStatusBadge status={item.status} />
            </Group>
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
              {item.purpose}
            </Text>
            <RecommendationsFacts item={item} />
            {item.operator_note ? (
              <Alert variant="light" color="blue" title={t('teamNote')}>
                {item.operator_note}
              </Alert>
            ) : null}
            <Divider label={t('answersCount', { count: item.answers.length })} labelPosition="left" />
            <Answers item={item} />
          </Stack>
        </Paper>
      ))}
      {total > pageSize ? (
        <Group justify="flex-end">
          <Pagination total={Math.ceil(total / pageSize)} value={page} onChange={onPageChange} size="sm" />
        </Group>
      ) : null}
    </Stack>
  )
}
