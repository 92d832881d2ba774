import { Alert, Center, Divider, Drawer, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core'
import { IconAlertCircle } from '@tabler/icons-react'
import { formatDateTime } from '../../../lib/i18n/format-date'
import { toast } from '../../../components/feedback'
import { errorMessageOf } from '../../../lib/api-error'
import { useBoardRecommendation } from '../api/recommendations-board-detail'
import { useRespondToRecommendation } from '../api/recommendations-respond'
import { RecommendationsAnswerForm } from './recommendations-answer-form'
import { RecommendationsFacts } from './recommendations-facts'
import { RecommendationsStatusBadge } from './recommendations-status-badge'
import { transactionRecommendationTexts } from '../transaction-recommendations.texts'
import { useT } from '../../../lib/i18n/i18n'
import { notice } from '../../../lib/i18n/notices'

export interface RecommendationsAnswerDrawerProps {
  id: string | null
  onClose: () => void
}

/** One data-need request from the board: what is needed, the company's earlier answers, and a new one. */
export function RecommendationsAnswerDrawer({ id, onClose }: RecommendationsAnswerDrawerProps) {
  const detail = useBoardRecommendation(id)
  const respond = useRespondToRecommendation()
  const item = detail.data
  const t = useT(transactionRecommendationTexts)

  return (
    <Drawer
      opened={id !== null}
      onClose={() => {
        respond.reset()
        onClose()
      }}
      position="right"
      size="xl"
      title={<Text fw={600}>{t('drawerTitle')}</Text>}
    >
      {detail.isPending ? (
        <Center py="xl">
          <Loader role="status" size="sm" aria-label={t('drawerLoading')} />
        </Center>
      ) : detail.error ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {errorMessageOf(detail.error)}
        </Alert>
      ) : item ? (
        <Stack gap="md" data-testid="recommendation-answer-drawer">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Title order={2} size="h4" style={{ whiteSpace: 'pre-line' }}>
              {item.data_needed}
            </Title>
            <RecommendationsStatusBadge status={item.status} />
          </Group>
          <Text size="sm" c="dimmed">
            {item.consumer_industry_description
              ? t('askedByIndustry', {
                  company: item.consumer_legal_name,
                  industry: item.consumer_industry_description,
                  date: formatDateTime(item.created_date),
                })
              : t('askedBy', { company: item.consumer_legal_name, date: formatDateTime(item.created_date) })}
          </Text>
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              {t('purpose')}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {item.purpose}
            </Text>
          </Stack>
          <RecommendationsFacts item={item} />
          <Divider label={t('yourAnswers', { count: item.my_answers.length })} labelPosition="left" />
          {item.my_answers.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('notAnsweredYet')}
            </Text>
          ) : (
            item.my_answers.map((answer) => (
              <Paper key={answer.id} withBorder radius="md" p="sm">
                <Group justify="space-between">
                  <Text fw={600} size="sm">
                    {answer.product_name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {answer.responder_name} · {formatDateTime(answer.created_date)}
                  </Text>
                </Group>
                {answer.message ? (
                  <Text size="sm" mt={4} style={{ whiteSpace: 'pre-line' }}>
                    {answer.message}
                  </Text>
                ) : null}
              </Paper>
            ))
          )}
          <Divider label={t('answerWithProduct')} labelPosition="left" />
          <RecommendationsAnswerForm
            key={item.id}
            products={item.answerable_products}
            isSubmitting={respond.isPending}
            error={respond.error}
            onSubmit={async (body) => {
              await respond.mutateAsync({ id: item.id, body })
              void toast({ color: 'green', message: notice('recommendation.answered') })
            }}
          />
        </Stack>
      ) : null}
    </Drawer>
  )
}
