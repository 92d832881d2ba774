import { Grid, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { recommendationStatuses, type RecommendationStatus } from '@lumbung/contract'
import { useAddRecommendation } from '../../../features/transaction/api/recommendations-add'
import { useConsumerRecommendations } from '../../../features/transaction/api/recommendations-consumer-list'
import { RecommendationsForm } from '../../../features/transaction/components/recommendations-form'
import { RecommendationsMyList } from '../../../features/transaction/components/recommendations-my-list'
import { pageWidth } from '../../../components/layout/page-width'
import { transactionRecommendationTexts } from '../../../features/transaction/transaction-recommendations.texts'
import { needStatusLabel } from '../../../features/transaction/transaction-statuses.texts'
import { useT } from '../../../lib/i18n/i18n'

const pageSize = 5

/** Ask the marketplace for data it does not offer yet, and follow the company's earlier requests. */
export function RecommendationsRequestRoute() {
  const t = useT(transactionRecommendationTexts)
  const filters = [
    { value: 'ALL', label: t('filterAll') },
    ...recommendationStatuses.map((status) => ({ value: status, label: needStatusLabel(status) })),
  ]
  const navigate = useNavigate()
  const add = useAddRecommendation()
  const [page, setPage] = useState(1)
  const [status, setStatus] = useState<RecommendationStatus | 'ALL'>('ALL')
  const mine = useConsumerRecommendations({
    page,
    limit: pageSize,
    ...(status === 'ALL' ? {} : { status }),
  })

  return (
    <Stack gap="lg" maw={pageWidth}>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('requestTitle')}
        </Title>
        <Text c="dimmed">{t('requestIntro')}</Text>
      </Stack>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <Paper withBorder radius="lg" p="lg">
            <Stack gap="md">
              <Title order={2} size="h4">
                {t('requestFormTitle')}
              </Title>
              <RecommendationsForm
                isSubmitting={add.isPending}
                error={add.error}
                onSubmit={async (body) => {
                  await add.mutateAsync(body)
                  void navigate('/thank-you/request-recommendation')
                }}
              />
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <Paper withBorder radius="lg" p="lg">
            <Stack gap="md">
              <Title order={2} size="h4">
                {t('myRequestsTitle')}
              </Title>
              <SegmentedControl
                data={filters}
                value={status}
                onChange={(value) => {
                  setStatus(value as RecommendationStatus | 'ALL')
                  setPage(1)
                }}
                w="fit-content"
                size="xs"
              />
              <RecommendationsMyList
                items={mine.data?.data}
                total={mine.data?.total_data ?? 0}
                page={page}
                pageSize={pageSize}
                isLoading={mine.isPending}
                isFiltered={status !== 'ALL'}
                error={mine.error}
                onPageChange={setPage}
              />
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  )
}

export default RecommendationsRequestRoute
